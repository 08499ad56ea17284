extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     --1--2--3--|  map { $0 * 2 }  --2--4--6--|
    /// - Parameter transform: Applied to each element.
    /// - Returns: The sequence of transformed elements.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        asObservable().fusedMap(transform)
    }
}

/// `map` as the first stage of a fused chain.
final class MapHead<Source, Result>: FusedChain<Source, Result> {
    private let transform: (Source) throws -> Result

    init(root: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(root: root)
    }

    override func apply(_ element: Source, _ sink: SubscriptionNode<Source>?, _ next: (Result) throws -> Void) throws {
        try next(transform(element))
    }

    override func subscribeSink(to source: Observable<Source>, _ observer: ObserverNode<Result>) -> Disposable {
        let sink = MapHeadSink(transform: transform, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

/// `map` after other fused stages.
final class MapStage<Root, Source, Result>: FusedChain<Root, Result> {
    private let parent: FusedChain<Root, Source>
    private let transform: (Source) throws -> Result

    init(parent: FusedChain<Root, Source>, transform: @escaping (Source) throws -> Result) {
        self.parent = parent
        self.transform = transform
        super.init(root: parent.root)
    }

    override func apply(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Result) throws -> Void) throws {
        try parent.apply(element, sink) { input in
            if let sink, sink.isDisposed { return }
            try next(transform(input))
        }
    }

    override func push(_ element: Root, into sink: FusedSink<Root, Result>) {
        do {
            try parent.apply(element, sink) { input in
                if sink.isDisposed { return }
                sink.forwardNext(try transform(input))
            }
        } catch {
            sink.forwardError(error)
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
