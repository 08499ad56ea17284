extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    ///     --"1"--"x"--"3"--|  compactMap { Int($0) }  --1--------3--|
    ///
    /// Inlinable so that the fused stage is created where its element types are known (its generic metadata comes
    /// from the caller's cache, not from a lookup per call).
    /// - Parameter transform: Maps an element to a result, or to `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        if let chain = source.fusableChain {
            return CompactMapStage(parent: chain, transform: transform)
        }
        return CompactMapHead(root: source, transform: transform)
    }
}

/// `compactMap` as the first stage of a fused chain.
@usableFromInline
final class CompactMapHead<Source, Result>: FusedHead<Source, Result> {
    private let transform: (Source) throws -> Result?

    @usableFromInline
    init(root: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(root: root)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws
    {
        if let result = try withRootTyped(self, as: CompactMapHead<Root, Result>.self, { try $0.transform(element) }) {
            try next(result)
        }
    }

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Result>) {
        do {
            if let result = try withRootTyped(
                self, as: CompactMapHead<Root, Result>.self, { try $0.transform(element) })
            {
                sink.deliverNext(result)
            }
        } catch {
            sink.fail(error)
        }
    }

    override func subscribeSink<Root>(to source: Observable<Root>, _ observer: ObserverNode<Result>) -> Disposable {
        // `source` is `root` (only the root subscribes this stage's sinks).
        let sink = CompactMapHeadSink(transform: transform, downstream: observer)
        sink.setUpstream(root.subscribe(node: sink))
        return sink
    }
}

/// `compactMap` after other fused stages.
@usableFromInline
final class CompactMapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result?

    @usableFromInline
    init(parent: FusedChain<Source>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(parent: parent)
    }

    override func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws
    {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            if let result = try transform(input) {
                try next(result)
            }
        }
    }

    override func push<Root>(_ element: Root, into sink: FusedSink<Root, Result>) {
        do {
            try parent.apply(element, sink) { input in
                if !sink.isDisposed, let result = try transform(input) {
                    sink.forwardNext(result)
                }
            }
        } catch {
            sink.forwardError(error)
        }
    }

    override func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Result>) {
        do {
            try parent.apply(element, sink) { input in
                if !sink.isDisposed, let result = try transform(input) {
                    sink.deliverNext(result)
                }
            }
        } catch {
            sink.fail(error)
        }
    }

}

/// The sink of a `compactMap` that is a chain's only stage.
private final class CompactMapHeadSink<Source, Result>: Sink<Source, Result> {
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !isDisposed else { return }
        do {
            if let result = try transform(element) {
                forwardNext(result)
            }
        } catch {
            forwardError(error)
        }
    }
}
