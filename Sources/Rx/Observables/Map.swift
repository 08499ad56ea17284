extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     --1--2--3--|  map { $0 * 2 }  --2--4--6--|
    ///
    /// Inlinable so that the fused stage is created where its element types are known (its generic metadata comes
    /// from the caller's cache, not from a lookup per call).
    /// - Parameter transform: Applied to each element.
    /// - Returns: The sequence of transformed elements.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        if let chain = source.fusableChain {
            return MapStage(parent: chain, transform: transform)
        }
        return MapHead(root: source, transform: transform)
    }
}

/// `map` as the first stage of a fused chain.
@usableFromInline
final class MapHead<Source, Result>: FusedHead<Source, Result> {
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(root: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(root: root)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws
    {
        try next(withRootTyped(self, as: MapHead<Root, Result>.self) { try $0.transform(element) })
    }

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Result>) {
        do {
            sink.deliverNext(try withRootTyped(self, as: MapHead<Root, Result>.self) { try $0.transform(element) })
        } catch {
            sink.fail(error)
        }
    }

    override func subscribeSink<Root>(to source: Observable<Root>, _ observer: ObserverNode<Result>) -> Disposable {
        // `source` is `root` (only the root subscribes this stage's sinks).
        let sink = MapHeadSink(transform: transform, downstream: observer)
        sink.setUpstream(root.subscribe(node: sink))
        return sink
    }
}

/// `map` after other fused stages.
@usableFromInline
final class MapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(parent: FusedChain<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(parent: parent)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws
    {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            try next(transform(input))
        }
    }

    override func push<Root>(_ element: Root, into sink: FusedSink<Root, Result>) {
        do {
            try parent.apply(element, sink) { input in
                if sink.isDisposed { return }
                sink.forwardNext(try transform(input))
            }
        } catch {
            sink.forwardError(error)
        }
    }

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Result>) {
        do {
            try parent.apply(element, sink) { input in
                if sink.isDisposed { return }
                sink.deliverNext(try transform(input))
            }
        } catch {
            sink.fail(error)
        }
    }

}

/// The sink of a `map` that is a chain's only stage.
private final class MapHeadSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isDisposed else { return }
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}
