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
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Element>: PassthroughSink<Element>, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private var lastUnsentElement: Element?
    private var lastSentTime: Date?
    private var completed = false
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, downstream: ObserverNode<Element>) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        let wait: RxTimeInterval
        if let lastSentTime {
            wait = dueTime.remaining(after: lastSentTime, until: scheduler.now)
        } else {
            wait = .nanoseconds(0)
        }
        if wait.isNow {
            send(element)
            return
        }
        guard latest else { return }
        let inFlight = lastUnsentElement != nil
        lastUnsentElement = element
        if inFlight { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(scheduler.scheduleRelative((), dueTime: wait) { [weak self] _ in
            self?.timerFired()
            return Disposables.create()
        })
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock {
            lastUnsentElement = nil
            forwardError(error)
        }
    }

    override func onCompleted() {
        lock.withLock {
            if lastUnsentElement != nil {
                completed = true
            } else {
                forwardCompleted()
            }
        }
    }

    private func send(_ element: Element) {
        lastUnsentElement = nil
        forwardNext(element)
        lastSentTime = scheduler.now
    }

    private func timerFired() {
        lock.withLock {
            if let element = lastUnsentElement {
                send(element)
            }
            if completed {
                forwardCompleted()
            }
        }
    }

    override func disposeResources() {
        timer.dispose()
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
