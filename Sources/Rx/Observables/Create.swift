extension ObservableType {
    /// Creates a sequence from a subscribe closure that pushes events to the observer it is given.
    ///
    /// The closure runs once per subscription and returns what to release on dispose. Events after a terminal
    /// event, or after disposal, are ignored.
    ///
    /// - Parameter subscribe: Called for each subscriber.
    /// - Returns: The sequence.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        CreateProducer(subscribe)
    }
}

private final class CreateSink<Element>: Sink<Element, Element> {
    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}

private final class CreateProducer<Element>: Producer<Element> {
    private let handler: (AnyObserver<Element>) -> Disposable

    init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = CreateSink<Element>(downstream: observer)
        sink.setUpstream(handler(AnyObserver(node: sink)))
        return sink
    }
}
