extension ObservableType {
    /// Sends elements while `predicate` holds; at the first element that fails it, completes and unsubscribes.
    ///
    /// With `.inclusive`, that first failing element is sent before completing. An error thrown by `predicate`
    /// ends the sequence with that error.
    ///
    ///     --1--2--5--1--|  take(while: { $0 < 3 })                        --1--2--|
    ///     --1--2--5--1--|  take(while: { $0 < 3 }, behavior: .inclusive)  --1--2--(5|)
    /// - Parameters:
    ///   - predicate: Decides for each element whether to keep going.
    ///   - behavior: Whether the element that stops the sequence is sent. Defaults to `.exclusive`.
    /// - Returns: The leading run of elements that satisfy `predicate`.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        TakeWhileProducer(source: asObservable(), predicate: predicate, behavior: behavior)
    }

    /// Sends elements while `predicate` holds; the older spelling of `take(while:)`.
    ///
    /// - Parameter predicate: Decides for each element whether to keep going.
    /// - Returns: The leading run of elements that satisfy `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate, behavior: .exclusive)
    }
}

private final class TakeWhileSink<Element>: Sink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        let keepGoing: Bool
        do {
            keepGoing = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        if keepGoing {
            forwardNext(element)
        } else {
            if behavior == .inclusive {
                forwardNext(element)
            }
            forwardCompleted()
        }
    }
}

private final class TakeWhileProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeWhileSink(predicate: predicate, behavior: behavior, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
