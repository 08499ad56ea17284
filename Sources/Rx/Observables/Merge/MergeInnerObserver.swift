/// A merge sink whose inner subscriptions are keyed in a `CompositeDisposable`: the plain and the limited merge.
class KeyedMergeSink<SourceElement, Result>: SerializingSink<SourceElement, Result> {
    /// The outer subscription and every inner one; disposed with the sink.
    final let group = CompositeDisposable()

    /// Subscribes to `inner`, keyed in `group` until it completes (unless the sink is already disposed).
    final func subscribeInner(_ inner: Observable<Result>) {
        if isDisposed { return }
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.subscribe(node: MergeInnerObserver(parent: self, key: key)))
    }

    /// An inner sequence completed; `key` is its entry in the group of inner subscriptions.
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        rxAbstractMethod()
    }

    override func disposeResources() {
        group.dispose()
    }
}

/// Forwards one inner sequence's events to its merge sink, serialized there.
final class MergeInnerObserver<SourceElement, Element>: ObserverNode<Element> {
    private let parent: KeyedMergeSink<SourceElement, Element>
    private let key: CompositeDisposable.DisposeKey

    init(parent: KeyedMergeSink<SourceElement, Element>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    override func onNext(_ element: Element) { parent.synchronizedNext(element) }
    override func onError(_ error: Swift.Error) { parent.synchronizedError(error) }
    override func onCompleted() { parent.innerCompleted(key) }
}
