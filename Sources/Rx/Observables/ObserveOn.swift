extension ObservableType {
    /// Delivers the source's events on `scheduler`, in order.
    ///
    ///     source (thread A):   --1--2--|
    ///     observe(on: s):      ---1--2--|   (on s)
    /// On a `SerialDispatchQueueScheduler` (and so `MainScheduler`) each event is scheduled on its queue, which
    /// keeps them in order; on any other scheduler events are queued and drained by one scheduled run at a time, so
    /// even a concurrent scheduler delivers them one after another and in order. Nothing is delivered after
    /// disposal. Whether an event may be delivered at once depends on the scheduler: `MainScheduler` does so on the
    /// main thread when none of its work is waiting.
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: The source, observed on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialProducer(source: asObservable(), scheduler: serial)
        }
        return ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }

    /// Former name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

// Sendable: queue state guarded by `lock`.
private final class ObserveOnSink<Element>: PassthroughSink<Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = RxLock()
    private var queue = RingQueue<Event<Element>>()
    private var running = false
    private var stopped = false
    private let drain = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        enqueue(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        enqueue(.error(error))
    }

    override func onCompleted() {
        enqueue(.completed)
    }

    private func enqueue(_ event: Event<Element>) {
        let start: Bool = lock.withLock {
            guard !stopped else { return false }
            if event.isStopEvent { stopped = true }
            queue.enqueue(event)
            guard !running else { return false }
            running = true
            return true
        }
        if start {
            drain.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
                if let self, self.deliverOne() {
                    recurse(())
                }
            }
        }
    }

    /// Delivers the oldest queued event; `true` when more are waiting.
    private func deliverOne() -> Bool {
        let next: Event<Element>? = lock.withLock {
            let event = queue.dequeue()
            if event == nil { running = false }
            return event
        }
        guard let next, !isDisposed else { return false }
        forward(next)
        if next.isStopEvent { return false }
        return lock.withLock {
            if queue.isEmpty {
                running = false
                return false
            }
            return true
        }
    }

    override func disposeResources() {
        drain.dispose()
    }
}

private final class ObserveOnProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ObserveOnSink(scheduler: scheduler, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

/// The `SerialDispatchQueueScheduler` path: the queue already orders the events, so each is scheduled on its own.
// Sendable: `stopped` is touched only by the serialized upstream; delivery runs on the serial queue.
private final class ObserveOnSerialSink<Element>: PassthroughSink<Element>, @unchecked Sendable {
    private let scheduler: SerialDispatchQueueScheduler
    private var stopped = false

    init(scheduler: SerialDispatchQueueScheduler, downstream: ObserverNode<Element>) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        schedule(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        schedule(.error(error))
    }

    override func onCompleted() {
        schedule(.completed)
    }

    private func schedule(_ event: Event<Element>) {
        guard !stopped else { return }
        if event.isStopEvent { stopped = true }
        _ = scheduler.schedule((self, event)) { sink, event in
            if !sink.isDisposed {
                sink.forward(event)
            }
            return Disposables.create()
        }
    }
}

private final class ObserveOnSerialProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
    }

    deinit {
        serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed)
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ObserveOnSerialSink(scheduler: scheduler, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}

private let serialDispatchQueueObservables = RxAtomicBox<Int32>(0)

extension Resources {
    /// The number of live `observe(on:)` sequences that deliver through a `SerialDispatchQueueScheduler`.
    ///
    /// For tests that check `observe(on:)` picked its serial-queue path and released it afterwards.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .sequentiallyConsistent)
    }
}
