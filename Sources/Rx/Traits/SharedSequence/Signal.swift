/// A `SharedSequence` for UI events: never errors, delivers on the main scheduler, and shares its
/// subscription without replaying anything to a late subscriber (`share(scope: .whileConnected)`).
///
/// Consume it with `emit(...)`. For state that a new subscriber must see at once, use `Driver`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: the `SharingScheduler`, sharing without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns the `Signal` itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `Signal` that emits `onErrorJustReturn` and completes in place of an error.
    ///
    ///     --1--#  asSignal(onErrorJustReturn: 0)  --1--(0|)
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(
            asObservable()
                .observe(on: SignalSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Signal` that continues with `onErrorSignalWith` in place of an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable()
                .observe(on: SignalSharingStrategy.scheduler)
                .catch { _ in onErrorSignalWith.asObservable() })
    }

    /// The sequence as a `Signal` that continues with the `Signal` `onErrorRecover` returns for an error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable()
                .observe(on: SignalSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
