extension ObservableType {
    /// Combines each element of `self` with the latest element of `second`; elements of `self` that arrive before
    /// `second` has sent anything are dropped.
    ///
    /// Completes with `self`; the completion of `second` only freezes its latest element. An error from either
    /// source, or thrown by `resultSelector`, ends the result.
    ///
    ///     ---1----2--3-|   withLatestFrom(-a---b------|) { "\($0)\($1)" }   →   ---1a---2b-3b-|
    /// - Parameters:
    ///   - second: The sequence whose latest element to use; subscribed to before `self`.
    ///   - resultSelector: Combines an element of `self` with the latest element of `second`.
    /// - Returns: The results of `resultSelector`.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time `self` sends an element; elements of `self` that arrive
    /// before `second` has sent anything are dropped.
    ///
    ///     ---1----2--3-|   withLatestFrom(-a---b------|)   →   ---a----b--b-|
    /// - Parameter second: The sequence whose latest element to emit; subscribed to before `self`.
    /// - Returns: The latest element of `second` at each element of `self`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

private final class WithLatestFromSink<First, Second, Result>: SerializingSink<First, Result> {
    private let resultSelector: (First, Second) throws -> Result
    private let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()
    private var latest: Second?

    init(resultSelector: @escaping (First, Second) throws -> Result, downstream: ObserverNode<Result>) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    func run(first: Observable<First>, second: Observable<Second>) {
        secondSubscription.setDisposable(second.subscribe(node: WithLatestFromSecondObserver(parent: self)))
        firstSubscription.setDisposable(first.subscribe(node: self))
    }

    override func onNext(_ element: First) {
        lock.lock()
        guard let latest, !isDisposed else {
            lock.unlock()
            return
        }
        var release = false
        do {
            forwardNext(try resultSelector(element, latest))
        } catch {
            release = deliverError(error)
        }
        lock.unlock()
        if release { releaseResources() }
    }

    override func onError(_ error: Swift.Error) {
        synchronizedError(error)
    }

    override func onCompleted() {
        synchronizedCompleted()
    }

    fileprivate func secondNext(_ element: Second) {
        lock.lock()
        latest = element
        lock.unlock()
    }

    fileprivate func secondCompleted() {
        secondSubscription.dispose()
    }

    override func disposeResources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}

private final class WithLatestFromSecondObserver<First, Second, Result>: ObserverNode<Second> {
    private let parent: WithLatestFromSink<First, Second, Result>

    init(parent: WithLatestFromSink<First, Second, Result>) {
        self.parent = parent
    }

    override func onNext(_ element: Second) { parent.secondNext(element) }
    override func onError(_ error: Swift.Error) { parent.synchronizedError(error) }
    override func onCompleted() { parent.secondCompleted() }
}

private final class WithLatestFromProducer<First, Second, Result>: Producer<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>,
        resultSelector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = WithLatestFromSink(resultSelector: resultSelector, downstream: observer)
        sink.run(first: first, second: second)
        return sink
    }
}
