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
/// recursive one a recursive pthread mutex; elsewhere both are pthread mutexes. Either lives in memory allocated
/// here, so its address never changes.
package final class RxLock: @unchecked Sendable { // Sendable: the mutex itself is the synchronisation.
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
    package func lock() {
        if let unfair {
            os_unfair_lock_lock(unfair)
        } else {
            pthread_mutex_lock(mutex.unsafelyUnwrapped)
        }
    }

    @inline(__always)
    package func unlock() {
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
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    package func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    package func unlock() { pthread_mutex_unlock(mutex) }
    #endif

    @inline(__always) @discardableResult
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
