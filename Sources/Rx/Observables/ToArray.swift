extension ObservableType {
    /// Collects every element and, when the source completes, sends them as one array, then completes.
    ///
    /// An error from the source is passed on and the collected elements are dropped.
    ///
    ///     --1--2--3--|  toArray()  -----------([1, 2, 3]|)
    /// - Returns: A `Single` of the array, sent when the source completes.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: ToArrayProducer(source: asObservable()))
    }
}

private final class ToArraySink<Element>: Sink<Element, [Element]> {
    private var elements: [Element] = []

    override func onNext(_ element: Element) {
        if !isDisposed {
            elements.append(element)
        }
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        let collected = elements
        elements = []
        forwardNext(collected)
        forwardCompleted()
    }
}

private final class ToArrayProducer<Element>: Producer<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<[Element]>) -> Disposable {
        let sink = ToArraySink<Element>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
