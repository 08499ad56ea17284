import RxAtomicsC

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one lock primitive of the package (visible to its other modules, not to users), optionally recursive.
///
/// Recursive locks serialize operators whose downstream may re-enter them on the same thread
/// (a subject feeding itself, a merge whose inner emits while subscribing); plain locks guard short
/// critical sections that never call out.
///
/// On Apple platforms a plain lock is an `os_unfair_lock` (macOS 10.12, iOS 10, tvOS 10, watchOS 3 and later) and a
/// recursive one a recursive pthread mutex; on Linux both are futex locks (`RxFutexLock.h`: one atomic instruction
/// to take and one to release when uncontended, where a pthread mutex runs some fifty instructions of type checks
/// around the same two; the recursive one also keeps its owner and depth); elsewhere both are pthread mutexes. Either lives in memory allocated here, so its address never changes.
/// Not final so that an object guarded by its own lock can be one (`SubjectCore`); every member is final.
package class RxLock: @unchecked Sendable { // Sendable: the mutex itself is the synchronisation.
    #if canImport(Darwin)
    private let unfair: UnsafeMutablePointer<os_unfair_lock>?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>?

    package init(recursive: Bool = false) {
        if recursive {
            unfair = nil
            mutex = Self.makeRecursiveMutex()
        } else {
            let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
            unfair = lock
            mutex = nil
        }
    }

    deinit {
        if let unfair {
            unfair.deinitialize(count: 1)
            unfair.deallocate()
        }
        if let mutex {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    }

    @inline(__always)
    package final func lock() {
        if let unfair {
            os_unfair_lock_lock(unfair)
        } else {
            pthread_mutex_lock(mutex.unsafelyUnwrapped)
        }
    }

    @inline(__always)
    package final func unlock() {
        if let unfair {
            os_unfair_lock_unlock(unfair)
        } else {
            pthread_mutex_unlock(mutex.unsafelyUnwrapped)
        }
    }

    private static func makeRecursiveMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }
    #elseif os(Linux)
    private let futex: UnsafeMutablePointer<UInt32>?
    private let recursiveFutex: UnsafeMutablePointer<rx_recursive_futex_lock>?

    package init(recursive: Bool = false) {
        if recursive {
            let lock = UnsafeMutablePointer<rx_recursive_futex_lock>.allocate(capacity: 1)
            lock.initialize(to: rx_recursive_futex_lock())
            futex = nil
            recursiveFutex = lock
        } else {
            let word = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
            word.initialize(to: 0)
            futex = word
            recursiveFutex = nil
        }
    }

    deinit {
        if let futex {
            futex.deinitialize(count: 1)
            futex.deallocate()
        }
        if let recursiveFutex {
            recursiveFutex.deinitialize(count: 1)
            recursiveFutex.deallocate()
        }
    }

    @inline(__always)
    package final func lock() {
        if let futex {
            rx_futex_lock(futex)
        } else {
            rx_recursive_futex_lock_take(recursiveFutex.unsafelyUnwrapped)
        }
    }

    @inline(__always)
    package final func unlock() {
        if let futex {
            rx_futex_unlock(futex)
        } else {
            rx_recursive_futex_lock_release(recursiveFutex.unsafelyUnwrapped)
        }
    }
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(recursive: Bool = false) {
        mutex = Self.makeMutex(recursive: recursive)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    package final func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    package final func unlock() { pthread_mutex_unlock(mutex) }
    #endif

    #if !canImport(Darwin) && !os(Linux)
    private static func makeMutex(recursive: Bool) -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }
    #endif

    @inline(__always) @discardableResult
    package final func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
