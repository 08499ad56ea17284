import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is sent at once.
    ///
    ///     source:          --1--2--|
    ///     delay(3 ticks):  -----1--2--|
    ///     source:          --1-----2-#
    ///     delay(3 ticks):  -----1----#
    /// The source subscription ends when the source does, not when the delayed completion is sent.
    /// - Parameters:
    ///   - dueTime: How much later each event is sent.
    ///   - scheduler: The scheduler that runs the timers and tells the time.
    /// - Returns: The time-shifted sequence.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// Queues each event with the time it arrived and sends one per timer firing, when its delay has passed.
///
/// The queue is a ring buffer of elements and their arrival times behind pointers, plus the completion (always
/// last): no `Event<Element>`, tuple or optional of a generic type, each of which would cost a runtime metadata
/// lookup per event in unspecialised code. One timer at a time, started through `OperatorTimer`.
private final class DelaySink<Element>: PassthroughSink<Element>, OperatorTimerTarget,
    @unchecked Sendable
{ // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let timer: OperatorTimer
    private let lock = RxLock(recursive: true)
    let sourceSubscription = SingleAssignmentDisposable()
    // All guarded by `lock`.
    /// A drain timer is pending or a drain is running.
    @exclusivity(unchecked) private var active = false
    /// A drain is delivering right now (possibly on another thread).
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var failure: Swift.Error?
    @exclusivity(unchecked) private var pendingTimer = PendingOperatorTimer()
    /// How many timers were started, and which of them `pendingTimer` holds: a timer that fires at once re-arms
    /// before its own start returns, and the late store must not replace (and dispose) the newer timer.
    @exclusivity(unchecked) private var timersStarted = 0
    @exclusivity(unchecked) private var pendingTimerNumber = 0
    @exclusivity(unchecked) private var elements: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var arrivals: UnsafeMutablePointer<RxTime>
    @exclusivity(unchecked) private var capacity = 4
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var count = 0
    /// When the completion arrived; it is sent after every queued element.
    @exclusivity(unchecked) private var completionArrival: RxTime?

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        timer = OperatorTimer(scheduler: scheduler)
        elements = .allocate(capacity: capacity)
        arrivals = .allocate(capacity: capacity)
        super.init(downstream: downstream)
    }

    deinit {
        removeAllElements()
        elements.deallocate()
        arrivals.deallocate()
    }

    override func onNext(_ element: Element) {
        lock.lock()
        if count == capacity { grow() }
        let slot = (head + count) % capacity
        (elements + slot).initialize(to: element)
        (arrivals + slot).initialize(to: timer.scheduler.now)
        count += 1
        let idle = startDrainIfIdle()
        lock.unlock()
        if idle { startTimer(after: dueTime) }
    }

    override func onCompleted() {
        sourceSubscription.dispose()
        lock.lock()
        completionArrival = timer.scheduler.now
        let idle = startDrainIfIdle()
        lock.unlock()
        if idle { startTimer(after: dueTime) }
    }

    override func onError(_ error: Swift.Error) {
        sourceSubscription.dispose()
        lock.lock()
        removeAllElements()
        completionArrival = nil
        failure = error
        let sendNow = !running
        lock.unlock()
        if sendNow {
            forwardError(error)
        }
    }

    /// Call with `lock` held; `true` when the caller must start the drain timer.
    private func startDrainIfIdle() -> Bool {
        let idle = !active
        active = true
        return idle
    }

    private func startTimer(after delay: RxTimeInterval) {
        lock.lock()
        timersStarted += 1
        let number = timersStarted
        lock.unlock()
        let next = timer.start(self, tag: 0, dueTime: delay)
        lock.lock()
        if pendingTimer.isClosed || number < pendingTimerNumber {
            // Disposed, or this timer already fired and started a newer one, which is kept.
            lock.unlock()
            next.dispose()
            return
        }
        let previous = pendingTimer.take()
        pendingTimer.keep(next)
        pendingTimerNumber = number
        lock.unlock()
        previous?.dispose()
    }

    /// Sends the event that is due, then starts the timer for when the next one's own delay ends.
    func timerFired(_ tag: Int) {
        lock.lock()
        if failure != nil {
            // The error was sent when it arrived (no drain was delivering then).
            lock.unlock()
            return
        }
        running = true
        if count > 0 {
            let element = (elements + head).move()
            (arrivals + head).deinitialize(count: 1)
            head = (head + 1) % capacity
            count -= 1
            lock.unlock()
            forwardNext(element)
        } else if completionArrival != nil {
            completionArrival = nil
            running = false
            active = false
            lock.unlock()
            forwardCompleted()
            return
        } else {
            lock.unlock()
        }

        lock.lock()
        if let failure {
            lock.unlock()
            forwardError(failure)
            return
        }
        running = false
        let nextArrival: RxTime? = count > 0 ? arrivals[head] : completionArrival
        if nextArrival == nil { active = false }
        lock.unlock()
        if let nextArrival {
            startTimer(after: dueTime.remaining(after: nextArrival, until: timer.scheduler.now))
        }
    }

    /// Call with `lock` held (or from `deinit`).
    private func removeAllElements() {
        while count > 0 {
            (elements + head).deinitialize(count: 1)
            (arrivals + head).deinitialize(count: 1)
            head = (head + 1) % capacity
            count -= 1
        }
        head = 0
    }

    /// Doubles the ring buffer. Call with `lock` held.
    private func grow() {
        let newCapacity = capacity * 2
        let newElements = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let newArrivals = UnsafeMutablePointer<RxTime>.allocate(capacity: newCapacity)
        for offset in 0..<count {
            let slot = (head + offset) % capacity
            (newElements + offset).moveInitialize(from: elements + slot, count: 1)
            (newArrivals + offset).moveInitialize(from: arrivals + slot, count: 1)
        }
        elements.deallocate()
        arrivals.deallocate()
        elements = newElements
        arrivals = newArrivals
        capacity = newCapacity
        head = 0
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        lock.lock()
        let pending = pendingTimer.close()
        lock.unlock()
        pending?.dispose()
    }
}

private final class DelayProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: observer)
        sink.sourceSubscription.setDisposable(source.subscribe(node: sink))
        return sink
    }
}
