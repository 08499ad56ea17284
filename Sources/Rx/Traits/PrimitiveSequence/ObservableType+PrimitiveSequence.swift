extension ObservableType {
    /// The sequence as a `Single`: its one element on completion; `RxError.noElements` when it completes empty,
    /// `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    ///     --1--|   asSingle()  -----(1|)
    ///     --1--2-  asSingle()  -----#
    /// - Returns: The single.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingleProducer(source: asObservable(), allowsEmpty: false))
    }

    /// The sequence as a `Maybe`: its element (if any) on completion; `RxError.moreThanOneElement` as soon as a
    /// second element arrives.
    ///
    ///     --1--|  asMaybe()  -----(1|)
    ///     -----|  asMaybe()  -----|
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AsSingleProducer(source: asObservable(), allowsEmpty: true))
    }

    /// The first element of the sequence, or `nil` when it completes empty, as a `Single`.
    ///
    ///     --1--2--|  first()  --(1|)
    ///     --------|  first()  --------(nil|)
    /// - Returns: A `Single` of an optional element.
    public func first() -> Single<Element?> {
        Single(raw: FirstProducer(source: asObservable()))
    }
}

extension ObservableType where Element == Never {
    /// The element-less sequence as a `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

private final class AsSingleSink<Element>: Sink<Element, Element> {
    private let allowsEmpty: Bool
    private var element: Element?

    init(allowsEmpty: Bool, downstream: ObserverNode<Element>) {
        self.allowsEmpty = allowsEmpty
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        if self.element != nil {
            forwardError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        if let element {
            self.element = nil
            forwardNext(element)
            forwardCompleted()
        } else if allowsEmpty {
            forwardCompleted()
        } else {
            forwardError(RxError.noElements)
        }
    }
}

private final class AsSingleProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let allowsEmpty: Bool

    init(source: Observable<Element>, allowsEmpty: Bool) {
        self.source = source
        self.allowsEmpty = allowsEmpty
    }

    override var debugName: String {
        allowsEmpty ? "asMaybe" : "asSingle"
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = AsSingleSink(allowsEmpty: allowsEmpty, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

private final class FirstSink<Element>: Sink<Element, Element?> {
    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        forwardNext(element)
        forwardCompleted()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        forwardNext(nil)
        forwardCompleted()
    }
}

private final class FirstProducer<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Element?>) -> Disposable {
        let sink = FirstSink<Element>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
