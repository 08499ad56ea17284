extension ObservableType {
    /// Pairs each element with its zero-based position.
    ///
    ///     --a--b--c--|  enumerated()  --(0,a)--(1,b)--(2,c)--|
    /// - Returns: The sequence of `(index:, element:)` tuples.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        EnumeratedProducer(source: asObservable())
    }
}

private final class EnumeratedSink<Element>: Sink<Element, (index: Int, element: Element)> {
    private var index = 0

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        let current = index
        let (next, overflow) = index.addingReportingOverflow(1)
        if overflow {
            forwardError(RxError.overflow)
            return
        }
        index = next
        forwardNext((index: current, element: element))
    }
}

private final class EnumeratedProducer<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<(index: Int, element: Element)>) -> Disposable {
        let sink = EnumeratedSink<Element>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
