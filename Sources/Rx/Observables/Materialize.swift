extension ObservableType {
    /// Turns each event of the source into an element: elements, and the terminal event, become `Event`s.
    ///
    /// The result never fails: after the source's terminal event it sends that event as an element and completes.
    ///
    ///     --1--2--#e  materialize()  --next(1)--next(2)--(error(e)|)
    /// - Returns: The sequence of the source's events.
    public func materialize() -> Observable<Event<Element>> {
        MaterializeProducer(source: asObservable())
    }
}

private final class MaterializeSink<Element>: Sink<Element, Event<Element>> {
    override func onNext(_ element: Element) {
        forwardNext(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        forwardNext(.error(error))
        forwardCompleted()
    }

    override func onCompleted() {
        forwardNext(.completed)
        forwardCompleted()
    }
}

private final class MaterializeProducer<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Event<Element>>) -> Disposable {
        let sink = MaterializeSink<Element>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
