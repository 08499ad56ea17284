/// A merge sink whose inner subscriptions are keyed in a `CompositeDisposable`: the plain and the limited merge.
class KeyedMergeSink<SourceElement, Result>: SerializingSink<SourceElement, Result> {
    /// An inner sequence completed; `key` is its entry in the group of inner subscriptions.
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        rxAbstractMethod()
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
