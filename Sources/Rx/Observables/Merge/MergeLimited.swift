extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences, running at most `maxConcurrent` of them at a time; the others wait in arrival
    /// order and start as running ones complete.
    ///
    ///     --a--b--c---|   merge(maxConcurrent: 1)  →  a's elements, then b's, then c's
    /// - Parameter maxConcurrent: The most inner sequences subscribed to at once.
    /// - Returns: The elements of all inner sequences.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimitedProducer(source: asObservable(), selector: { $0.asObservable() }, maxConcurrent: maxConcurrent)
    }
}

/// The engine of `merge(maxConcurrent:)`, `concat()` and `concatMap`: inner sequences beyond the limit are queued.
///
/// A queued sequence is subscribed on `CurrentThreadScheduler` when a running one completes, so a chain of
/// synchronous sequences runs as a loop rather than as ever deeper recursion.
private final class MergeLimitedSink<SourceElement, Result>: KeyedMergeSink<SourceElement, Result> {
    private let selector: (SourceElement) throws -> Observable<Result>
    private let maxConcurrent: Int
    private let sourceSubscription = SingleAssignmentDisposable()
    private var queue: [Observable<Result>] = []
    private var queueHead = 0
    private var activeCount = 0
    private var stopped = false

    init(
        selector: @escaping (SourceElement) throws -> Observable<Result>, maxConcurrent: Int,
        downstream: ObserverNode<Result>
    ) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(downstream: downstream)
    }

    func run(_ source: Observable<SourceElement>) {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(node: self))
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if isDisposed || stopped {
            lock.unlock()
            return
        }
        let immediately = activeCount < maxConcurrent
        if immediately { activeCount += 1 }
        lock.unlock()

        let inner: Observable<Result>
        do {
            inner = try selector(element)
        } catch {
            lock.lock()
            if immediately { activeCount -= 1 }
            let release = deliverError(error)
            lock.unlock()
            if release { releaseResources() }
            return
        }
        if immediately {
            subscribeInner(inner)
            return
        }
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        queue.append(inner)
        var next: Observable<Result>?
        if activeCount < maxConcurrent {
            next = dequeue()
            activeCount += 1
        }
        lock.unlock()
        if let next { subscribeInner(next) }
    }

    override func onError(_ error: Swift.Error) {
        synchronizedError(error)
    }

    override func onCompleted() {
        lock.lock()
        stopped = true
        let release = activeCount == 0 && deliverCompleted()
        lock.unlock()
        if release {
            releaseResources()
        } else {
            sourceSubscription.dispose()
        }
    }

    /// Takes the oldest waiting sequence. Call with `lock` held.
    private func dequeue() -> Observable<Result>? {
        guard queueHead < queue.count else { return nil }
        let next = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        } else if queueHead >= 16, queueHead * 2 >= queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
        return next
    }

    override func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        group.remove(for: key)
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        if let next = dequeue() {
            lock.unlock()
            subscribeLater(next)
            return
        }
        activeCount -= 1
        let release = stopped && activeCount == 0 && deliverCompleted()
        lock.unlock()
        if release { releaseResources() }
    }

    /// Subscribes to `next` on the current thread's trampoline; the pending work is tracked in `group` until it runs.
    private func subscribeLater(_ next: Observable<Result>) {
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        pending.setDisposable(
            CurrentThreadScheduler.instance.schedule(()) { _ in
                self.group.remove(for: key)
                self.subscribeInner(next)
                return Disposables.create()
            })
    }
}

/// Maps each outer element to an inner sequence and merges them, at most `maxConcurrent` at a time.
final class MergeLimitedProducer<SourceElement, Result>: Producer<Result> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Result>
    private let maxConcurrent: Int

    init(
        source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Result>,
        maxConcurrent: Int
    ) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = MergeLimitedSink(selector: selector, maxConcurrent: maxConcurrent, downstream: observer)
        sink.run(source)
        return sink
    }
}
