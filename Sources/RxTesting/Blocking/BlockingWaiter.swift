import Dispatch
import Foundation
import Rx

/// Collects what a blocking operator needs and lets the calling thread wait for it without spinning.
///
/// On the main thread, waiting runs the main run loop (so work for the main queue and `MainScheduler` still
/// runs) and finishing wakes it with an empty main-queue block; on any other thread, waiting sleeps on a
/// semaphore.
final class BlockingWaiter<Element>: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = RxLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private let timeout: TimeInterval?
    private let waitsOnMainThread = Thread.isMainThread
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isFinished = false

    /// Create it on the thread that will call `wait()`.
    init(timeout: TimeInterval?) {
        self.timeout = timeout
    }

    /// Stores `element`; when that makes `max` elements, finishes. Returns `true` if this call finished.
    func append(_ element: Element, max: Int?) -> Bool {
        let finished: Bool = lock.withLock {
            guard !isFinished else { return false }
            elements.append(element)
            if let max, elements.count >= max {
                isFinished = true
                return true
            }
            return false
        }
        if finished { wake() }
        return finished
    }

    /// Ends the wait with `error`, or with completion when `nil`. Later calls are ignored.
    func finish(error: Swift.Error?) {
        let first: Bool = lock.withLock {
            guard !isFinished else { return false }
            isFinished = true
            self.error = error
            return true
        }
        if first { wake() }
    }

    private func wake() {
        semaphore.signal()
        if waitsOnMainThread {
            DispatchQueue.main.async {}
        }
    }

    /// Blocks until finished or timed out; a timeout ends the result with `RxError.timeout`.
    func wait() -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if waitsOnMainThread {
            while !finishedNow() {
                let limit = deadline ?? .distantFuture
                if Date() >= limit { break }
                if !RunLoop.main.run(mode: .default, before: limit) {
                    // The run loop had nothing to wait on and returned at once: sleep until woken instead.
                    _ = semaphore.wait(timeout: .now() + min(limit.timeIntervalSinceNow, 0.05))
                }
            }
        } else if !finishedNow() {
            if let timeout {
                _ = semaphore.wait(timeout: .now() + timeout)
            } else {
                semaphore.wait()
            }
        }
        return lock.withLock {
            if !isFinished {
                isFinished = true
                error = RxError.timeout
            }
            if let error {
                return .failed(elements: elements, error: error)
            }
            return .completed(elements: elements)
        }
    }

    private func finishedNow() -> Bool {
        lock.withLock { isFinished }
    }
}
