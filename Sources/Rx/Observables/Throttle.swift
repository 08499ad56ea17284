import Foundation

extension ObservableType {
    /// Emits an element, then lets at most one more through per `dueTime`: with `latest`, the last element seen
    /// during the wait, sent as soon as the wait ends.
    ///
    ///     source:                           --1-2-3-----4-5---|
    ///     throttle(3 ticks):                --1--2--3---4--5--|
    ///     throttle(3 ticks, latest: false): --1---3-----4-----|
    /// No two elements are sent less than `dueTime` apart. Completion waits for a pending latest element; errors
    /// are sent at once.
    /// - Parameters:
    ///   - dueTime: The minimum time between two emitted elements.
    ///   - latest: Whether the last element received while waiting is emitted when the wait ends.
    ///   - scheduler: The scheduler that runs the timers and tells the time.
    /// - Returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<
        Element
    > {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Element>: PassthroughSink<Element>, OperatorTimerTarget,
    @unchecked Sendable
{ // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let timer: OperatorTimer
    private let lock = RxLock(recursive: true)
    // All guarded by `lock`.
    /// The last element received while waiting, initialised while `hasUnsent` (a pointer, not an `Element?`: an
    /// optional of a generic type costs a runtime metadata lookup per copy in unspecialised code).
    private let lastUnsentElement = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasUnsent = false
    @exclusivity(unchecked) private var lastSentTime: Date?
    @exclusivity(unchecked) private var completed = false
    @exclusivity(unchecked) private var pendingTimer = PendingOperatorTimer()

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.latest = latest
        timer = OperatorTimer(scheduler: scheduler)
        super.init(downstream: downstream)
    }

    deinit {
        if hasUnsent { lastUnsentElement.deinitialize(count: 1) }
        lastUnsentElement.deallocate()
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        let wait: RxTimeInterval
        if let lastSentTime {
            wait = dueTime.remaining(after: lastSentTime, until: timer.scheduler.now)
        } else {
            wait = .nanoseconds(0)
        }
        if wait.isNow {
            dropUnsent()
            send(element)
            return
        }
        guard latest else { return }
        if hasUnsent {
            lastUnsentElement.pointee = element
            return
        }
        lastUnsentElement.initialize(to: element)
        hasUnsent = true
        pendingTimer.take()?.dispose()
        // Started before it is kept: a timer that fires at once re-enters this sink.
        let next = timer.start(self, tag: 0, dueTime: wait)
        pendingTimer.keep(next)
    }

    override func onError(_ error: Swift.Error) {
        lock.lock()
        dropUnsent()
        forwardError(error)
        lock.unlock()
    }

    override func onCompleted() {
        lock.lock()
        if hasUnsent {
            completed = true
        } else {
            forwardCompleted()
        }
        lock.unlock()
    }

    /// Call with `lock` held.
    private func send(_ element: Element) {
        forwardNext(element)
        lastSentTime = timer.scheduler.now
    }

    /// Call with `lock` held.
    private func dropUnsent() {
        if hasUnsent {
            hasUnsent = false
            lastUnsentElement.deinitialize(count: 1)
        }
    }

    func timerFired(_ tag: Int) {
        lock.lock()
        if hasUnsent {
            hasUnsent = false
            send(lastUnsentElement.move())
        }
        if completed {
            forwardCompleted()
        }
        lock.unlock()
    }

    override func disposeResources() {
        lock.lock()
        let pending = pendingTimer.close()
        lock.unlock()
        pending?.dispose()
    }
}

private final class ThrottleProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
