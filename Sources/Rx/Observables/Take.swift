extension ObservableType {
    /// Sends the first `count` elements, then completes and unsubscribes from the source at once.
    ///
    /// `take(0)` completes on subscription without subscribing to the source.
    ///
    ///     --1--2--3--4--|  take(2)  --1--(2|)
    /// - Parameter count: How many elements to pass on. Must not be negative.
    /// - Returns: The sequence of at most `count` first elements.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take: count must not be negative (got \(count))")
        if count == 0 {
            return .empty()
        }
        return TakeCountProducer(source: asObservable(), count: count)
    }
}

private final class TakeCountSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(count: Int, downstream: ObserverNode<Element>) {
        remaining = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed, remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardCompleted()
        }
    }
}

private final class TakeCountProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeCountSink(count: count, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
