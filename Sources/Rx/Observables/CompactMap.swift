extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    ///     --"1"--"x"--"3"--|  compactMap { Int($0) }  --1--------3--|
    /// - Parameter transform: Maps an element to a result, or to `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapProducer(source: asObservable(), transform: transform)
    }
}

private final class CompactMapSink<Source, Result>: Sink<Source, Result> {
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

private final class CompactMapProducer<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = CompactMapSink(transform: transform, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
