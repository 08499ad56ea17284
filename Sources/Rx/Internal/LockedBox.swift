import RxAtomicsC

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Mutable state shared across threads, reached only inside `withLock { }`: the package's one way to guard state
/// with a lock (as swift-nio's `NIOLockedValueBox`). A value holding one object, in which the lock word is
/// tail-allocated with the state: the lock's address never changes and the box costs one allocation. Copies share
/// the state.
///
/// The closure must not call out to code that may come back to the box (an observer, a user closure): return what
/// to do and do it after `withLock` returns (see `ReplayOrder` for a state machine that works that way).
struct RxLockedBox<State>: @unchecked Sendable { // Sendable: the state is only reached under the box's lock.
    private let storage: Storage

    /// A box holding `state`.
    init(_ state: State) {
        storage = Storage.make(state)
    }

    /// Runs `body` with exclusive access to the state.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }

    private final class Storage: ManagedBuffer<State, LockWord> {
        static func make(_ state: State) -> Storage {
            let buffer = create(minimumCapacity: 1) { _ in state }
            buffer.withUnsafeMutablePointerToElements { LockWord.initialize($0) }
            // `create` makes an instance of the class it is called on.
            return unsafeDowncast(buffer, to: Storage.self)
        }

        deinit {
            // The header (the state) is a stored property, destroyed with the object; the lock word is an element.
            withUnsafeMutablePointerToElements { LockWord.destroy($0) }
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            try withUnsafeMutablePointers { state, lock in
                LockWord.lock(lock)
                defer { LockWord.unlock(lock) }
                return try body(&state.pointee)
            }
        }
    }
}

/// The lock word of `RxLockedBox`, per platform: a futex word on Linux, an `os_unfair_lock` on Apple platforms, a
/// pthread mutex elsewhere (the same primitives as `RxLock`).
#if os(Linux)
struct LockWord {
    private var word: UInt32 = 0

    static func initialize(_ lock: UnsafeMutablePointer<LockWord>) { lock.initialize(to: LockWord()) }
    static func destroy(_ lock: UnsafeMutablePointer<LockWord>) { lock.deinitialize(count: 1) }

    @inline(__always)
    static func lock(_ lock: UnsafeMutablePointer<LockWord>) {
        lock.withMemoryRebound(to: UInt32.self, capacity: 1) { rx_futex_lock($0) }
    }

    @inline(__always)
    static func unlock(_ lock: UnsafeMutablePointer<LockWord>) {
        lock.withMemoryRebound(to: UInt32.self, capacity: 1) { rx_futex_unlock($0) }
    }
}
#elseif canImport(Darwin)
typealias LockWord = os_unfair_lock

extension os_unfair_lock {
    static func initialize(_ lock: UnsafeMutablePointer<os_unfair_lock>) { lock.initialize(to: os_unfair_lock()) }
    static func destroy(_ lock: UnsafeMutablePointer<os_unfair_lock>) { lock.deinitialize(count: 1) }
    @inline(__always) static func lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) { os_unfair_lock_lock(lock) }
    @inline(__always) static func unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
        os_unfair_lock_unlock(lock)
    }
}
#else
typealias LockWord = pthread_mutex_t

extension pthread_mutex_t {
    static func initialize(_ lock: UnsafeMutablePointer<pthread_mutex_t>) { pthread_mutex_init(lock, nil) }
    static func destroy(_ lock: UnsafeMutablePointer<pthread_mutex_t>) { pthread_mutex_destroy(lock) }
    @inline(__always) static func lock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) { pthread_mutex_lock(lock) }
    @inline(__always) static func unlock(_ lock: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_unlock(lock)
    }
}
#endif
