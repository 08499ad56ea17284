extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes to `second` once `self` completes; an error of `self` ends the result instead.
    ///
    ///     ---|  andThen(--(1|))  -----(1|)
    /// - Returns: A `Single` of `second`'s outcome.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletableProducer(completable: primitiveSequence.source, second: second.source))
    }

    /// Subscribes to `second` once `self` completes; an error of `self` ends the result instead.
    ///
    /// - Returns: A `Maybe` of `second`'s outcome.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletableProducer(completable: primitiveSequence.source, second: second.source))
    }

    /// Subscribes to `second` once `self` completes; an error of `self` ends the result instead.
    ///
    /// - Returns: A `Completable` that finishes after both.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletableProducer(completable: primitiveSequence.source, second: second.source))
    }

    /// Subscribes to `second` once `self` completes; an error of `self` ends the result instead.
    ///
    /// - Returns: The elements of `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ConcatCompletableProducer(completable: primitiveSequence.source, second: second)
    }
}

private final class ConcatCompletableSink<Element>: Sink<Never, Element> {
    private let second: Observable<Element>
    let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()

    init(second: Observable<Element>, downstream: ObserverNode<Element>) {
        self.second = second
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Never) {}

    override func onCompleted() {
        guard !isDisposed else { return }
        secondSubscription.setDisposable(second.subscribe(node: SecondObserver(parent: self)))
        firstSubscription.dispose()
    }

    override func disposeResources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    private final class SecondObserver: ObserverNode<Element> {
        private let parent: ConcatCompletableSink<Element>

        init(parent: ConcatCompletableSink<Element>) {
            self.parent = parent
        }

        override func onNext(_ element: Element) { parent.forwardNext(element) }
        override func onError(_ error: Swift.Error) { parent.forwardError(error) }
        override func onCompleted() { parent.forwardCompleted() }
    }
}

private final class ConcatCompletableProducer<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ConcatCompletableSink(second: second, downstream: observer)
        sink.firstSubscription.setDisposable(completable.subscribe(node: sink))
        sink.setUpstream(sink.firstSubscription)
        return sink
    }
}
