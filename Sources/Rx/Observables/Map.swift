extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     --1--2--3--|  map { $0 * 2 }  --2--4--6--|
    /// - Parameter transform: Applied to each element.
    /// - Returns: The sequence of transformed elements.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapProducer(source: asObservable(), transform: transform)
    }
}

private final class MapSink<Source, Result>: Sink<Source, Result> {
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

private final class MapProducer<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = MapSink(transform: transform, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
