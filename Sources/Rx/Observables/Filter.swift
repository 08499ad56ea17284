extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the sequence.
    ///
    ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
    ///
    /// Inlinable so that the fused stage is created where its element type is known (its generic metadata comes
    /// from the caller's cache, not from a lookup per call).
    /// - Parameter predicate: Decides for each element.
    /// - Returns: The sequence of elements that passed.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        if let chain = source.fusableChain {
            return FilterStage(parent: chain, predicate: predicate)
        }
        return FilterHead(root: source, predicate: predicate)
    }
}

/// `filter` as the first stage of a fused chain.
@usableFromInline
final class FilterHead<Element>: FusedHead<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(root: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(root: root)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Element) throws -> Void) throws
    {
        // The predicate takes `element` as it is (see `withRootTyped`); `next` takes it as this head's element
        // type, which is `Root`: a copy, made only for elements that pass.
        if try withRootTyped(self, as: FilterHead<Root>.self, { try $0.predicate(element) }) {
            try next(unsafeBitCast(element, to: Element.self))
        }
    }

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Element>) {
        do {
            if try withRootTyped(self, as: FilterHead<Root>.self, { try $0.predicate(element) }) {
                sink.deliverNext(unsafeBitCast(element, to: Element.self))
            }
        } catch {
            sink.fail(error)
        }
    }

    override func subscribeSink<Root>(to source: Observable<Root>, _ observer: ObserverNode<Element>) -> Disposable {
        // `source` is `root` (only the root subscribes this stage's sinks).
        let sink = FilterHeadSink(predicate: predicate, downstream: observer)
        sink.setUpstream(root.subscribe(node: sink))
        return sink
    }
}

/// `filter` after other fused stages.
@usableFromInline
final class FilterStage<Element>: FusedStage<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(parent: FusedChain<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(parent: parent)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Element) throws -> Void) throws
    {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            if try predicate(input) {
                try next(input)
            }
        }
    }

    override func push<Root>(_ element: Root, into sink: FusedSink<Root, Element>) {
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

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Element>) {
        do {
            try parent.apply(element, sink) { input in
                if !sink.isDisposed, try predicate(input) {
                    sink.deliverNext(input)
                }
            }
        } catch {
            sink.fail(error)
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
