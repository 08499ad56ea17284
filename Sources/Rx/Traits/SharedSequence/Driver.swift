/// A `SharedSequence` for UI state: never errors, delivers on the main scheduler, and replays its latest
/// element to each new subscriber while connected (`share(replay: 1, scope: .whileConnected)`).
///
/// Bind it to views with `drive(...)`. For one-off events that must not replay, use `Signal`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: the `SharingScheduler`, replay of the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the `Driver` itself.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `Driver` that delivers `onErrorJustReturn` and completes in place of an error.
    ///
    ///     --1--#  asDriver(onErrorJustReturn: 0)  --1--(0|)
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(
            asObservable()
                .observe(on: DriverSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Driver` that continues with `onErrorDriveWith` in place of an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable()
                .observe(on: DriverSharingStrategy.scheduler)
                .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a `Driver` that continues with the `Driver` `onErrorRecover` returns for an error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable()
                .observe(on: DriverSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
