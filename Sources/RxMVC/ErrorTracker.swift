import Rx

/// Collects the errors of tracked sequences as a stream of their own, for a toast or an alert.
///
/// `trackError(_:)` passes the sequence through unchanged (errors still end it); pair it with `catch` or
/// `asDriver(onErrorDriveWith:)` where the stream must survive. Bind `asSignal()` to show each error once.
// Sendable: the relay is thread-safe.
public final class ErrorTracker: SharedSequenceConvertibleType, @unchecked Sendable {
    /// Signal semantics: delivered on the main scheduler, never errors, no replay.
    public typealias SharingStrategy = SignalSharingStrategy
    /// An error that happened.
    public typealias Element = Error

    private let relay = PublishRelay<Error>()

    /// A tracker that has seen no error.
    public init() {}

    /// `source`, reporting its error (if any) to the tracker.
    public func trackError<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [relay] error in relay.accept(error) })
    }

    /// The errors, as a `Signal`.
    public func asSharedSequence() -> SharedSequence<SignalSharingStrategy, Error> {
        relay.asSignal()
    }

    /// The errors, as a `Signal`.
    public func asSignal() -> Signal<Error> {
        relay.asSignal()
    }

    /// The errors, as an observable.
    public func asObservable() -> Observable<Error> {
        relay.asObservable()
    }
}

extension ObservableConvertibleType {
    /// `self`, reporting its error (if any) to `errorTracker`.
    public func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(self)
    }
}
