extension ObservableType {
    /// The elements of `self`; if it completes without any, `default` and then completion.
    ///
    ///     ------|  ifEmpty(default: 0)  →  ------(0|)
    /// - Parameter default: The element to send when `self` is empty.
    /// - Returns: `self`'s elements, or `default` when `self` has none.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmptyProducer(source: asObservable(), default: `default`)
    }
}

private final class DefaultIfEmptySink<Element>: Sink<Element, Element> {
    private let `default`: Element
    private var isEmpty = true

    init(default: Element, downstream: ObserverNode<Element>) {
        self.default = `default`
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        if isEmpty { forwardNext(`default`) }
        forwardCompleted()
    }
}

private final class DefaultIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let `default`: Element

    init(source: Observable<Element>, default: Element) {
        self.source = source
        self.default = `default`
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DefaultIfEmptySink(default: `default`, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
