extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    ///     --"1"--"x"--"3"--|  compactMap { Int($0) }  --1--------3--|
    /// - Parameter transform: Maps an element to a result, or to `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        asObservable().fusedCompactMap(transform)
    }
}

/// `compactMap` as the first stage of a fused chain.
final class CompactMapHead<Source, Result>: FusedChain<Source, Result> {
    private let transform: (Source) throws -> Result?

    init(root: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(root: root)
    }

    override func apply(_ element: Source, _ sink: SubscriptionNode<Source>?, _ next: (Result) throws -> Void) throws {
        if let result = try transform(element) {
            try next(result)
        }
    }

    override func subscribeSink(to source: Observable<Source>, _ observer: ObserverNode<Result>) -> Disposable {
        let sink = CompactMapHeadSink(transform: transform, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

/// `compactMap` after other fused stages.
final class CompactMapStage<Root, Source, Result>: FusedChain<Root, Result> {
    private let parent: FusedChain<Root, Source>
    private let transform: (Source) throws -> Result?

    init(parent: FusedChain<Root, Source>, transform: @escaping (Source) throws -> Result?) {
        self.parent = parent
        self.transform = transform
        super.init(root: parent.root)
    }

    override func apply(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            if let result = try transform(input) {
                try next(result)
            }
        }
    }

    override func push(_ element: Root, into sink: FusedSink<Root, Result>) {
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
