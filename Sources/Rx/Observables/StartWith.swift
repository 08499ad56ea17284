extension ObservableType {
    /// Sends `elements` at subscription, then everything the source sends.
    ///
    /// The elements go out synchronously, before the source is subscribed.
    ///
    ///     ----3--|  startWith(1, 2)  (12)--3--|
    /// - Parameter elements: The elements sent first, in order.
    /// - Returns: The source sequence prefixed with `elements`.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

private final class StartWithProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        for element in elements {
            observer.onNext(element)
        }
        return source.subscribe(node: observer)
    }
}
