extension ObservableType {
    /// Sends only the element at position `index` (counting from 0), then completes and unsubscribes.
    ///
    /// If the source completes first, the sequence fails with `RxError.argumentOutOfRange`.
    ///
    ///     --a--b--c--|  element(at: 1)  -----(b|)
    ///     --a--|        element(at: 1)  -----#argumentOutOfRange
    /// - Parameter index: The zero-based position of the element. Must not be negative.
    /// - Returns: A sequence of the one element at `index`.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index must not be negative (got \(index))")
        return ElementAtProducer(source: asObservable(), index: index)
    }

    /// Sends only the element at position `index`; the older spelling of `element(at:)`.
    ///
    /// - Parameter index: The zero-based position of the element. Must not be negative.
    /// - Returns: A sequence of the one element at `index`.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

private final class ElementAtSink<Element>: Sink<Element, Element> {
    private var remaining: Int

    init(index: Int, downstream: ObserverNode<Element>) {
        remaining = index
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        if remaining == 0 {
            forwardNext(element)
            forwardCompleted()
        } else {
            remaining -= 1
        }
    }

    override func onCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}

private final class ElementAtProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ElementAtSink(index: index, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
