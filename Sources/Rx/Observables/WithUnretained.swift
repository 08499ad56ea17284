extension ObservableType {
    /// Pairs each element with `obj` without keeping `obj` alive; completes at the first element that arrives
    /// after `obj` has been deallocated.
    ///
    /// Use it instead of `[weak self]` in a `subscribe(onNext:)` chain. Beware of replaying operators downstream
    /// (`share(replay:)`): the replayed results hold `obj` strongly.
    ///
    ///     --1--2--|   withUnretained(obj) { ($0, $1) }   →   --(obj,1)--(obj,2)--|
    /// - Parameters:
    ///   - obj: The object to pass along, referenced weakly.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: The results of `resultSelector`.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretainedProducer(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `obj` without keeping `obj` alive; completes at the first element that arrives
    /// after `obj` has been deallocated.
    ///
    ///     --1--2--|   withUnretained(obj)   →   --(obj,1)--(obj,2)--|
    /// - Parameter obj: The object to pass along, referenced weakly.
    /// - Returns: Tuples of `obj` and each element.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Element, Out> {
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    init(object: Object?, resultSelector: @escaping (Object, Element) -> Out, downstream: ObserverNode<Out>) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        guard let object else {
            forwardCompleted()
            return
        }
        forwardNext(resultSelector(object, element))
    }
}

private final class WithUnretainedProducer<Object: AnyObject, Element, Out>: Producer<Out> {
    private let source: Observable<Element>
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    init(source: Observable<Element>, object: Object, resultSelector: @escaping (Object, Element) -> Out) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Out>) -> Disposable {
        let sink = WithUnretainedSink(object: object, resultSelector: resultSelector, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
