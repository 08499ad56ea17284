extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of `Event`s back into the events themselves: the inverse of `materialize()`.
    ///
    /// A terminal event carried as an element ends the sequence with it.
    ///
    ///     --next(1)--next(2)--error(e)--  dematerialize()  --1--2--#e
    /// - Returns: The sequence the events describe.
    public func dematerialize() -> Observable<Element.Element> {
        DematerializeProducer(source: asObservable())
    }
}

private final class DematerializeSink<Carrier: EventConvertible>: Sink<Carrier, Carrier.Element> {
    override func onNext(_ element: Carrier) {
        forward(element.event)
    }
}

private final class DematerializeProducer<Carrier: EventConvertible>: Producer<Carrier.Element> {
    private let source: Observable<Carrier>

    init(source: Observable<Carrier>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Carrier.Element>) -> Disposable {
        let sink = DematerializeSink<Carrier>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
