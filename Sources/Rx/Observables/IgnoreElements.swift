extension ObservableType {
    /// Drops every element and passes on only the completion or error.
    ///
    /// In RxSwift 6 this returns `Completable`; here it returns the equivalent `Observable<Never>` for now.
    ///
    ///     --1--2--3--|  ignoreElements()  -----------|
    /// - Returns: A sequence with no elements that ends when the source ends.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsProducer(source: asObservable())
    }
}

private final class IgnoreElementsSink<Element>: Sink<Element, Never> {
    override func onNext(_ element: Element) {}
}

private final class IgnoreElementsProducer<Element>: Producer<Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Never>) -> Disposable {
        let sink = IgnoreElementsSink<Element>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
