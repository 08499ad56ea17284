extension ObservableType {
    /// Drops elements while `predicate` holds; from the first element that fails it on, passes everything on.
    ///
    /// `predicate` is not called again once an element has passed. An error it throws ends the sequence.
    ///
    ///     --1--2--5--1--|  skip(while: { $0 < 3 })  --------5--1--|
    /// - Parameter predicate: Decides for each leading element whether to drop it.
    /// - Returns: The sequence from the first element that fails `predicate`.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(source: asObservable(), predicate: predicate)
    }

    /// Drops elements while `predicate` holds; the older spelling of `skip(while:)`.
    ///
    /// - Parameter predicate: Decides for each leading element whether to drop it.
    /// - Returns: The sequence from the first element that fails `predicate`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private final class SkipWhileSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var passing = false

    init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if !passing { return }
        }
        forwardNext(element)
    }
}

private final class SkipWhileProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SkipWhileSink(predicate: predicate, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
