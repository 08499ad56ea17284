/// A merge sink whose inner subscriptions are keyed in a `CompositeDisposable`: the plain and the limited merge.
class KeyedMergeSink<SourceElement, Result>: SerializingSink<SourceElement, Result> {
    /// The outer subscription and every inner one; disposed with the sink.
    final let group = CompositeDisposable()

    /// Subscribes to `inner`, keyed in `group` until it completes (unless the sink is already disposed).
    final func subscribeInner(_ inner: Observable<Result>) {
        if isDisposed { return }
        let observer = MergeInnerObserver(parent: self)
        guard let key = group.insert(observer) else { return }
        observer.key = key
        observer.setSubscription(inner.subscribe(node: observer))
    }

    /// An inner sequence completed; `key` is its entry in the group of inner subscriptions.
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        rxAbstractMethod()
    }

    override func disposeResources() {
        group.dispose()
    }
}

/// Forwards one inner sequence's events to its merge sink, serialized there; also the holder of the inner
/// subscription (see `InnerSubscriptionObserver`).
final class MergeInnerObserver<SourceElement, Element>: InnerSubscriptionObserver<Element>,
    @unchecked Sendable
{ // Sendable: `key` is set before subscribing; the subscription slot is the superclass's.
    private let parent: KeyedMergeSink<SourceElement, Element>
    /// The entry in the parent's group; set before the inner sequence is subscribed.
    @exclusivity(unchecked) var key = CompositeDisposable.DisposeKey(key: 0)

    init(parent: KeyedMergeSink<SourceElement, Element>) {
        self.parent = parent
    }

    override func onNext(_ element: Element) { parent.synchronizedNext(element) }
    override func onError(_ error: Swift.Error) { parent.synchronizedError(error) }
    override func onCompleted() { parent.innerCompleted(key) }
}
