/// Resumes a checked continuation exactly once, whichever of result, error or cancellation arrives first.
///
/// The value travels boxed, so the awaiting task may receive an element type that is not `Sendable`: it is
/// handed over once and never touched again by the sender.
// Sendable: only the atomic `resumed` changes; the value travels boxed, once.
final class ContinuationOnce<Value>: @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private let continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>

    @inline(__always)
    private var resumed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(_ continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) {
        self.continuation = continuation
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    func resume(returning value: Value) {
        if !resumed.exchange(true, ordering: .acquiringAndReleasing) {
            continuation.resume(returning: UncheckedSendable(value))
        }
    }

    func resume(throwing error: Swift.Error) {
        if !resumed.exchange(true, ordering: .acquiringAndReleasing) {
            continuation.resume(throwing: error)
        }
    }
}
