import Rx

/// Tracks work in flight: `true` while at least one tracked sequence is subscribed and running.
///
/// Wrap each request with `trackActivity(_:)` (or `.trackActivity(indicator)`) and bind `asDriver()` to a spinner;
/// overlapping requests keep it `true` until the last one ends.
public final class ActivityIndicator: SharedSequenceConvertibleType, @unchecked Sendable { // Sendable: the count is changed under `lock`.
    /// Driver semantics: delivered on the main scheduler, never errors, replays the latest value.
    public typealias SharingStrategy = DriverSharingStrategy
    /// Whether work is in flight.
    public typealias Element = Bool

    private let lock = RxLock(recursive: true) // delivery may re-enter (a subscriber starting more work)
    private let relay = BehaviorRelay(value: 0)
    private let loading: SharedSequence<DriverSharingStrategy, Bool>

    /// An indicator with nothing in flight.
    public init() {
        loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted as in flight from subscription until it terminates or is disposed.
    public func trackActivity<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> ActivityToken in
            self.increment()
            return ActivityToken { self.decrement() }
        }, observableFactory: { _ in source.asObservable() })
    }

    private func increment() {
        lock.lock()
        let value = relay.value + 1
        relay.accept(value)
        lock.unlock()
    }

    private func decrement() {
        lock.lock()
        let value = relay.value - 1
        relay.accept(value)
        lock.unlock()
    }

    /// Whether work is in flight, as a `Driver`.
    public func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
        loading
    }

    /// Whether work is in flight, as a `Driver`.
    public func asDriver() -> Driver<Bool> {
        loading
    }
}

private final class ActivityToken: Disposable, @unchecked Sendable { // Sendable: `action` is taken once through `disposable`.
    private let disposable: Cancelable

    init(_ action: @escaping () -> Void) {
        disposable = Disposables.create(with: action)
    }

    func dispose() {
        disposable.dispose()
    }
}

extension ObservableConvertibleType {
    /// `self`, counted as in flight by `activityIndicator` while subscribed.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.trackActivity(self)
    }
}
