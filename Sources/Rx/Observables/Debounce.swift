extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another one arriving.
    ///
    ///     source:             --1-2-3------4----|
    ///     debounce(3 ticks):  ---------3------4-|
    /// Completion sends the pending element at once, then completes; errors are sent at once and drop it.
    /// The usual choice for search-as-you-type.
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element is sent.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceSink<Element>: PassthroughSink<Element>, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private var id: UInt64 = 0
    private var value: Element?
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        id &+= 1
        let currentID = id
        value = element
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(scheduler.scheduleRelative(currentID, dueTime: dueTime) { [weak self] firedID in
            self?.timerFired(firedID)
            return Disposables.create()
        })
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock {
            value = nil
            forwardError(error)
        }
    }

    override func onCompleted() {
        lock.withLock {
            if let value {
                self.value = nil
                forwardNext(value)
            }
            forwardCompleted()
        }
    }

    private func timerFired(_ firedID: UInt64) {
        lock.withLock {
            if let value, id == firedID {
                self.value = nil
                forwardNext(value)
            }
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

private final class DebounceProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
