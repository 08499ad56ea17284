/// The subscribing calls' slow path while `Resources.isTracking` is on: record the subscription, end the record
/// when the subscription is disposed or ends, and give an unhandled error the subscription's description.

/// `"subscribe(onNext:onError:)"`: `base` with the labels of the handlers given (`"subscribe()"` for none).
@usableFromInline
func subscriberName(_ base: String, _ handlers: [(label: String, given: Bool)]) -> String {
    base + "(" + handlers.filter(\.given).map { $0.label + ":" }.joined() + ")"
}

/// "A ControlEvent failed: timedOut, in PublishSubject<Int> → map → asDriver() at App/View.swift:12": a source
/// that must not fail did, with its chain (described now; no tracking needed) and where it became a trait.
///
/// The closures that report it hold the source weakly: a subscription must not keep its own source alive (a source
/// dropped by everyone is freed, as in RxSwift). When it is gone by then (a fused `map` is, once subscribed to), the
/// message names the call only.
func failedSourceMessage(
    _ what: String, _ error: Swift.Error, source: ChainDescribing?, call: String, _ file: StaticString, _ line: UInt
) -> String {
    let chain = ((source.map { ChainNode($0).operators } ?? []) + [call]).joined(separator: " → ")
    return "\(what): \(error), in \(chain) at \(file):\(line)"
}

/// An operator's own subscription to `source` (not a subscription the user made): through `subscribe(_:)` as
/// RxSwift does (so a source of another `ObservableType` sees it as its own subscriber), but never recorded.
func subscribeUntracked<Source: ObservableType>(_ source: Source, _ observer: ObserverNode<Source.Element>)
    -> Disposable
{
    if let observable = source as? Observable<Source.Element> {
        return observable.subscribe(node: observer)
    }
    return source.subscribe(observer)
}

extension Observable {
    /// `subscribe(onNext:…)` and every call built on it (`drive`, `emit`, `bind(onNext:)`), recorded.
    @usableFromInline
    final func subscribeTracking(
        subscriber: String, file: StaticString?, line: UInt,
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) -> Disposable {
        let tracked = SubscriptionRegistry.shared.begin(source: self, subscriber: subscriber, file: file, line: line)
        let disposable = subscribeHandlers(
            onNext: onNext, onError: tracked.errorHandler(or: onError), onCompleted: onCompleted,
            onDisposed: tracked.ending(after: onDisposed), recordingCallStack: false)
        tracked.attach(disposable)
        return disposable
    }

    /// `subscribe(_ observer:)`, `subscribe(_ on:)` and the calls built on them (`bind(to:)`, `drive(_:)`),
    /// recorded: the observer ends the record at a terminal event, the returned subscription when disposed.
    final func subscribeTracking(
        node observer: ObserverNode<Element>, subscriber: String, file: StaticString?, line: UInt
    ) -> Disposable {
        let tracked = SubscriptionRegistry.shared.begin(source: self, subscriber: subscriber, file: file, line: line)
        let subscription = TrackedDisposable(subscribe(node: TrackingObserver(observer, tracked)), tracked)
        tracked.attach(subscription)
        return subscription
    }
}

/// Forwards every event, and ends its subscription's record at the terminal one.
private final class TrackingObserver<Element>: ObserverNode<Element> {
    private let observer: ObserverNode<Element>
    private let tracked: TrackedSubscription

    init(_ observer: ObserverNode<Element>, _ tracked: TrackedSubscription) {
        self.observer = observer
        self.tracked = tracked
    }

    override func onNext(_ element: Element) {
        observer.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        observer.onError(error)
        tracked.end()
    }

    override func onCompleted() {
        observer.onCompleted()
        tracked.end()
    }
}

/// A tracked subscription's disposable: disposing it disposes the subscription and ends its record.
final class TrackedDisposable: Cancelable, @unchecked Sendable { // Sendable: both properties are constants.
    private let inner: Disposable
    private let tracked: TrackedSubscription

    init(_ inner: Disposable, _ tracked: TrackedSubscription) {
        self.inner = inner
        self.tracked = tracked
    }

    var isDisposed: Bool {
        (inner as? Cancelable)?.isDisposed ?? tracked.hasEnded
    }

    func dispose() {
        inner.dispose()
        tracked.end()
    }
}
