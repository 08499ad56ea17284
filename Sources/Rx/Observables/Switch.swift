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

/// The sink of `flatMapLatest`/`switchLatest`.
///
/// The current inner subscription lives in one slot, `current`: an observer that is also the inner subscription's
/// holder. A new element disposes the previous inner (before subscribing the next, as RxSwift's serial disposable
/// does) and takes a fresh observer, unless the previous one is finished, that is its inner sequence has sent its
/// terminal event and its `subscribe` has returned: then no source can call it any more and it is reused under the
/// new id. So an inner sequence that completes synchronously (`just`, `of` on the immediate scheduler, a cached
/// value) costs no allocation here.
private final class SwitchSink<SourceElement, Result>: SerializingSink<SourceElement, Result> {
    private let selector: (SourceElement) throws -> Observable<Result>
    private let sourceSubscription = SingleAssignmentDisposable()
    // All guarded by `lock`.
    @exclusivity(unchecked) private var current: SwitchInnerObserver<SourceElement, Result>?
    @exclusivity(unchecked) private var latest = 0
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var innerDisposed = false

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
        if current == nil, !innerDisposed, inner.withJustElement({ forwardNext($0) }) {
            // A `just` with no previous inner to dispose first: its element, then its completion, as its
            // subscription would deliver them (under the lock, as `innerNext` and `innerCompleted` do), with no
            // observer and no subscription. The downstream may have sent the source a newer element or its end
            // meanwhile (re-entrantly, on this thread).
            var release = false
            if latest == id {
                hasLatest = false
                release = stopped && deliverCompleted()
            }
            lock.unlock()
            if release { releaseResources() }
            return
        }
        let observer: SwitchInnerObserver<SourceElement, Result>
        var previous: SwitchInnerObserver<SourceElement, Result>?
        if let reusable = current, reusable.isFinished {
            reusable.reuse(id: id)
            observer = reusable
        } else {
            previous = current
            observer = SwitchInnerObserver(parent: self, id: id)
            current = observer
        }
        if innerDisposed {
            // Disposed meanwhile: like a serial disposable after `dispose()`, the new inner is disposed as soon as
            // it is subscribed.
            observer.dispose()
            current = nil
        }
        lock.unlock()

        previous?.dispose()
        observer.setSubscription(inner.subscribe(node: observer))
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

    fileprivate func innerError(_ error: Swift.Error, from observer: SwitchInnerObserver<SourceElement, Result>) {
        lock.lock()
        observer.isTerminated = true
        let release = latest == observer.id && deliverError(error)
        lock.unlock()
        if release { releaseResources() }
    }

    fileprivate func innerCompleted(from observer: SwitchInnerObserver<SourceElement, Result>) {
        lock.lock()
        observer.isTerminated = true
        var release = false
        if latest == observer.id {
            hasLatest = false
            release = stopped && deliverCompleted()
        }
        lock.unlock()
        if release { releaseResources() }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        lock.lock()
        let inner = current
        current = nil
        innerDisposed = true
        lock.unlock()
        inner?.dispose()
    }
}

/// The observer of one inner sequence, and the holder of its subscription (see `InnerSubscriptionObserver`).
///
/// `id` and `isTerminated` change under the parent's lock only.
private final class SwitchInnerObserver<SourceElement, Element>: InnerSubscriptionObserver<Element>,
    @unchecked Sendable
{ // Sendable: `id`/`isTerminated` guarded by the parent's lock; the subscription slot is the superclass's.
    private let parent: SwitchSink<SourceElement, Element>
    @exclusivity(unchecked) private(set) var id: Int
    @exclusivity(unchecked) var isTerminated = false

    init(parent: SwitchSink<SourceElement, Element>, id: Int) {
        self.parent = parent
        self.id = id
    }

    /// `true` once the inner sequence has terminated and its subscription was stored: nothing calls this observer
    /// any more. Call with the parent's lock held.
    var isFinished: Bool {
        isTerminated && hasReceivedSubscription
    }

    /// Makes a finished observer the observer of the next inner sequence. Call with the parent's lock held.
    func reuse(id: Int) {
        self.id = id
        isTerminated = false
        resetSubscriptionSlot()
    }

    override func onNext(_ element: Element) {
        parent.innerNext(element, id: id)
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.innerError(error, from: self)
    }

    override func onCompleted() {
        dispose()
        parent.innerCompleted(from: self)
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
