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

/// One timer slot: each element disposes the pending timer (lazily cancelled on virtual-time schedulers: the queued
/// item is skipped when reached) and starts the next; `id` tells a stale firing from the current one, as in RxSwift.
private final class DebounceSink<Element>: PassthroughSink<Element>, OperatorTimerTarget,
    @unchecked Sendable
{ // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let timer: OperatorTimer
    private let lock = RxLock(recursive: true)
    // All guarded by `lock`.
    @exclusivity(unchecked) private var id = 0
    @exclusivity(unchecked) private var pendingTimer = PendingOperatorTimer()
    /// The element waiting for quiet, initialised while `hasValue` (a pointer, not an `Element?`: see Share.swift).
    private let value = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasValue = false

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        timer = OperatorTimer(scheduler: scheduler)
        super.init(downstream: downstream)
    }

    deinit {
        if hasValue { value.deinitialize(count: 1) }
        value.deallocate()
    }

    override func onNext(_ element: Element) {
        lock.lock()
        id &+= 1
        if hasValue {
            value.pointee = element
        } else {
            value.initialize(to: element)
            hasValue = true
        }
        pendingTimer.take()?.dispose()
        // Started before it is kept: a timer that fires at once re-enters this sink.
        let next = timer.start(self, tag: id, dueTime: dueTime)
        pendingTimer.keep(next)
        lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        dropValue()
        forwardError(error)
        lock.unlock()
    }

    override func onCompleted() {
        lock.lock()
        if hasValue {
            hasValue = false
            forwardNext(value.move())
        }
        forwardCompleted()
        lock.unlock()
    }

    func timerFired(_ firedID: Int) {
        lock.lock()
        if hasValue, id == firedID {
            hasValue = false
            forwardNext(value.move())
        }
        lock.unlock()
    }

    /// Call with `lock` held.
    private func dropValue() {
        if hasValue {
            hasValue = false
            value.deinitialize(count: 1)
        }
    }

    override func disposeResources() {
        lock.lock()
        let pending = pendingTimer.close()
        lock.unlock()
        pending?.dispose()
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
