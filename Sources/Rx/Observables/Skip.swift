extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    ///
    ///     --1--2--3--4--|  skip(2)  --------3--4--|
    /// - Parameter count: How many leading elements to drop.
    /// - Returns: The sequence without its first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCountProducer(source: asObservable(), count: count)
    }
}

private final class SkipCountSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        if remaining <= 0 {
            forwardNext(element)
        } else {
            remaining -= 1
        }
    }
}

private final class SkipCountProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SkipCountSink(count: count, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
