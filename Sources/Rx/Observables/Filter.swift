extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the sequence.
    ///
    ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
    /// - Parameter predicate: Decides for each element.
    /// - Returns: The sequence of elements that passed.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        asObservable().fusedFilter(predicate)
    }
}

/// `filter` as the first stage of a fused chain.
final class FilterHead<Element>: FusedChain<Element, Element> {
    private let predicate: (Element) throws -> Bool

    init(root: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(root: root)
    }

    override func apply(_ element: Element, _ sink: SubscriptionNode<Element>?, _ next: (Element) throws -> Void) throws
    {
        if try predicate(element) {
            try next(element)
        }
    }

    override func subscribeSink(to source: Observable<Element>, _ observer: ObserverNode<Element>) -> Disposable {
        let sink = FilterHeadSink(predicate: predicate, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

/// `filter` after other fused stages.
final class FilterStage<Root, Element>: FusedChain<Root, Element> {
    private let parent: FusedChain<Root, Element>
    private let predicate: (Element) throws -> Bool

    init(parent: FusedChain<Root, Element>, predicate: @escaping (Element) throws -> Bool) {
        self.parent = parent
        self.predicate = predicate
        super.init(root: parent.root)
    }

    override func apply(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Element) throws -> Void) throws {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            if try predicate(input) {
                try next(input)
            }
        }
    }

    override func push(_ element: Root, into sink: FusedSink<Root, Element>) {
        do {
            try parent.apply(element, sink) { input in
                if !sink.isDisposed, try predicate(input) {
                    sink.forwardNext(input)
                }
            }
        } catch {
            sink.forwardError(error)
        }
    }
}

/// The sink of a `filter` that is a chain's only stage.
private final class FilterHeadSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch {
            forwardError(error)
        }
    }
}
