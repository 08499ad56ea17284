extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the sequence.
    ///
    ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
    /// - Parameter predicate: Decides for each element.
    /// - Returns: The sequence of elements that passed.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterProducer(source: asObservable(), predicate: predicate)
    }
}

private final class FilterSink<Element>: Sink<Element, Element> {
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

private final class FilterProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = FilterSink(predicate: predicate, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
