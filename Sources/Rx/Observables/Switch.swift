extension ObservableType {
    /// Maps each element to a sequence and forwards the elements of the most recent one only: a new element
    /// disposes the previous inner subscription.
    ///
    /// The search-as-you-type operator: a new query cancels the request of the previous one. Completes when the
    /// source and the current inner sequence have completed.
    ///
    ///     --1----2----|   flatMapLatest { x in -x-x-x| }   →   ---1-1--2-2-2|
    /// - Parameter selector: Maps an element to the sequence to switch to.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(source: asObservable(), selector: { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner sequence only: a new inner sequence disposes the previous
    /// inner subscription.
    ///
    ///     --a----b----|   switchLatest()  →  a's elements until b arrives, then b's
    /// - Returns: The elements of the latest inner sequence.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable(), selector: { $0.asObservable() })
    }
}

private final class SwitchSink<SourceElement, Result>: SerializingSink<SourceElement, Result> {
    private let selector: (SourceElement) throws -> Observable<Result>
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var latest = 0
    private var hasLatest = false
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Observable<Result>, downstream: ObserverNode<Result>) {
        self.selector = selector
        super.init(downstream: downstream)
    }

    func run(_ source: Observable<SourceElement>) {
        sourceSubscription.setDisposable(source.subscribe(node: self))
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        let inner: Observable<Result>
        do {
            inner = try selector(element)
        } catch {
            let release = deliverError(error)
            lock.unlock()
            if release { releaseResources() }
            return
        }
        hasLatest = true
        latest &+= 1
        let id = latest
        lock.unlock()

        let subscription = SingleAssignmentDisposable()
        innerSubscription.disposable = subscription
        let observer = SwitchInnerObserver(parent: self, id: id, subscription: subscription)
        subscription.setDisposable(inner.subscribe(node: observer))
    }

    override func onError(_ error: Swift.Error) {
        synchronizedError(error)
    }

    override func onCompleted() {
        lock.lock()
        stopped = true
        let release = !hasLatest && deliverCompleted()
        lock.unlock()
        if release {
            releaseResources()
        } else {
            sourceSubscription.dispose()
        }
    }

    fileprivate func innerNext(_ element: Result, id: Int) {
        lock.lock()
        if latest == id { forwardNext(element) }
        lock.unlock()
    }

    fileprivate func innerError(_ error: Swift.Error, id: Int) {
        lock.lock()
        let release = latest == id && deliverError(error)
        lock.unlock()
        if release { releaseResources() }
    }

    fileprivate func innerCompleted(id: Int) {
        lock.lock()
        var release = false
        if latest == id {
            hasLatest = false
            release = stopped && deliverCompleted()
        }
        lock.unlock()
        if release { releaseResources() }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        innerSubscription.dispose()
    }
}

private final class SwitchInnerObserver<SourceElement, Element>: ObserverNode<Element> {
    private let parent: SwitchSink<SourceElement, Element>
    private let id: Int
    private let subscription: SingleAssignmentDisposable

    init(parent: SwitchSink<SourceElement, Element>, id: Int, subscription: SingleAssignmentDisposable) {
        self.parent = parent
        self.id = id
        self.subscription = subscription
    }

    override func onNext(_ element: Element) {
        parent.innerNext(element, id: id)
    }

    override func onError(_ error: Swift.Error) {
        subscription.dispose()
        parent.innerError(error, id: id)
    }

    override func onCompleted() {
        subscription.dispose()
        parent.innerCompleted(id: id)
    }
}

private final class SwitchProducer<SourceElement, Result>: Producer<Result> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Result>

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Result>) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = SwitchSink(selector: selector, downstream: observer)
        sink.run(source)
        return sink
    }
}
