extension ObservableType {
    /// Sends the last `count` elements when the source completes, then completes.
    ///
    /// The elements are held back until completion; an error from the source is passed on and they are dropped.
    ///
    ///     --1--2--3--4--|  takeLast(2)  --------------(34|)
    /// - Parameter count: How many trailing elements to keep. Must not be negative.
    /// - Returns: The sequence of at most `count` last elements.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast: count must not be negative (got \(count))")
        return TakeLastProducer(source: asObservable(), count: count)
    }
}

private final class TakeLastSink<Element>: Sink<Element, Element> {
    private let count: Int
    /// A ring buffer of the last `count` elements; `start` is the oldest once it is full.
    private var buffer: [Element] = []
    private var start = 0

    init(count: Int, downstream: ObserverNode<Element>) {
        self.count = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed, count > 0 else { return }
        if buffer.count < count {
            buffer.append(element)
        } else {
            buffer[start] = element
            start = start + 1 == count ? 0 : start + 1
        }
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        let elements = buffer
        let first = start
        buffer = []
        for index in elements.indices {
            forwardNext(elements[(first + index) % elements.count])
        }
        forwardCompleted()
    }
}

private final class TakeLastProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeLastSink(count: count, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
