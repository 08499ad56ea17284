#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one lock primitive of the package (visible to its other modules, not to users): a pthread mutex, optionally recursive.
///
/// Recursive locks serialize operators whose downstream may re-enter them on the same thread
/// (a subject feeding itself, a merge whose inner emits while subscribing); plain locks guard short
/// critical sections that never call out.
package final class RxLock: @unchecked Sendable { // Sendable: the mutex itself is the synchronisation.
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

    @inline(__always) @discardableResult
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
