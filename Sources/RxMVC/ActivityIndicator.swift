import Rx

/// Tracks work in flight: `true` while at least one tracked sequence is subscribed and running.
///
/// Wrap each request with `trackActivity(_:)` (or `.trackActivity(indicator)`) and bind `asDriver()` to a spinner;
/// overlapping requests keep it `true` until the last one ends.
// Sendable: `count` and `isDelivering` guarded by `lock`.
public final class ActivityIndicator: SharedSequenceConvertibleType, @unchecked Sendable {
    /// Driver semantics: delivered on the main scheduler, never errors, replays the latest value.
    public typealias SharingStrategy = DriverSharingStrategy
    /// Whether work is in flight.
    public typealias Element = Bool

    private let lock = RxLock()
    private var count = 0
    private var isDelivering = false
    private let relay = BehaviorRelay(value: 0)
    private let loading: SharedSequence<DriverSharingStrategy, Bool>

    /// An indicator with nothing in flight.
    public init() {
        loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted as in flight from subscription until it terminates or is disposed.
    public func trackActivity<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using(
            { () -> ActivityToken in
                self.change(by: 1)
                return ActivityToken { self.change(by: -1) }
            }, observableFactory: { _ in source.asObservable() })
    }

    /// Changes the count and publishes it, never under the lock: subscribers may start or end tracked work from
    /// any thread while they receive a value. One caller at a time publishes; a change made meanwhile (by a
    /// subscriber, or by another thread) is left to that caller, which publishes the latest count before it
    /// returns, so the last value published is always the current count.
    private func change(by delta: Int) {
        lock.lock()
        count += delta
        guard !isDelivering else {
            lock.unlock()
            return
        }
        isDelivering = true
        while true {
            let value = count
            lock.unlock()
            relay.accept(value)
            lock.lock()
            if count == value {
                isDelivering = false
                lock.unlock()
                return
            }
        }
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

// Sendable: `action` is taken once through `disposable`.
private final class ActivityToken: Disposable, @unchecked Sendable {
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
