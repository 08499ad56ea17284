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

private final class DelaySink<Element>: PassthroughSink<Element>, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    let sourceSubscription = SingleAssignmentDisposable()
    private let drain = SerialDisposable()
    /// A drain is scheduled or running.
    private var active = false
    /// A drain is delivering right now (possibly on another thread).
    private var running = false
    private var failure: Swift.Error?
    private var queue = RingQueue<(time: RxTime, event: Event<Element>)>()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        enqueue(.next(element))
    }

    override func onCompleted() {
        sourceSubscription.dispose()
        enqueue(.completed)
    }

    override func onError(_ error: Swift.Error) {
        sourceSubscription.dispose()
        let sendNow: Bool = lock.withLock {
            queue.removeAll()
            failure = error
            return !running
        }
        if sendNow {
            forwardError(error)
        }
    }

    private func enqueue(_ event: Event<Element>) {
        let startDrain: Bool = lock.withLock {
            let idle = !active
            active = true
            queue.enqueue((scheduler.now, event))
            return idle
        }
        if startDrain {
            drain.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [weak self] _, recurse in
                self?.drainQueue(recurse)
            }
        }
    }

    /// Sends the event that is due, then schedules the next one for when its own delay ends.
    private func drainQueue(_ recurse: ((), RxTimeInterval) -> Void) {
        let failed: Bool = lock.withLock {
            if failure == nil { running = true }
            return failure != nil
        }
        if failed { return }
        var sentOne = false
        while true {
            lock.lock()
            let failure = self.failure
            let due = sentOne ? nil : queue.dequeue()?.event
            let nextTime = sentOne ? queue.peek()?.time : nil
            if failure == nil, due == nil {
                running = false
                if nextTime == nil { active = false }
            }
            lock.unlock()

            if let failure {
                forwardError(failure)
                return
            }
            if let due {
                sentOne = true
                forward(due)
                if due.isStopEvent { return }
            } else if let nextTime {
                recurse((), dueTime.remaining(after: nextTime, until: scheduler.now))
                return
            } else {
                return
            }
        }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        drain.dispose()
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
