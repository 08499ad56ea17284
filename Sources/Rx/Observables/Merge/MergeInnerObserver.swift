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
/// subscription (a single-assignment disposable of its own, so an inner costs one object here, not two).
final class MergeInnerObserver<SourceElement, Element>: ObserverNode<Element>, Cancelable,
    @unchecked Sendable
{ // Sendable: `subscription` is published through `state`; `key` is set before subscribing.
    private static var disposedBit: Int { 1 }
    private static var setBit: Int { 2 }

    private let parent: KeyedMergeSink<SourceElement, Element>
    /// The entry in the parent's group; set before the inner sequence is subscribed.
    @exclusivity(unchecked) var key = CompositeDisposable.DisposeKey(key: 0)
    @exclusivity(unchecked) private var state = RxAtomic<Int>(0)
    @exclusivity(unchecked) private var subscription: Disposable?

    init(parent: KeyedMergeSink<SourceElement, Element>) {
        self.parent = parent
    }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Stores the inner subscription; disposes it at once when this observer was disposed first.
    func setSubscription(_ disposable: Disposable) {
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 {
            // Disposed first (an inner that completed during `subscribe`): `dispose()` is done with `subscription`.
            state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing)
            disposable.dispose()
            return
        }
        subscription = disposable
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            subscription = nil
            disposable.dispose()
        }
    }

    /// Disposes the inner subscription if it is stored, or as soon as it is.
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit == 0, previous & Self.setBit != 0, let subscription {
            self.subscription = nil
            subscription.dispose()
        }
    }

    override func onNext(_ element: Element) { parent.synchronizedNext(element) }
    override func onError(_ error: Swift.Error) { parent.synchronizedError(error) }
    override func onCompleted() { parent.innerCompleted(key) }
}
