extension ObservableType {
    /// Collects elements into arrays, sending each array when it holds `count` elements or when `timeSpan` has
    /// passed since the previous one was sent, whichever comes first.
    ///
    ///     source:                               -1-2----3-------|
    ///     buffer(timeSpan: 6 ticks, count: 2):  ---a-----b-----c(d|)    a = [1, 2], b = [3], c = d = []
    /// A timed-out buffer may be empty. Completion sends the buffer collected so far, then completes; an error
    /// drops it.
    /// - Parameters:
    ///   - timeSpan: The longest time a buffer stays open.
    ///   - count: The most elements a buffer holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: A sequence of buffers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// Sendable: state guarded by `lock`.
private final class BufferSink<Element>: Sink<Element, [Element]>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    private var buffer: [Element] = []
    private var windowID = 0

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: ObserverNode<[Element]>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        lock.withLock {
            buffer.append(element)
            if buffer.count == count {
                sendAndStartNewBuffer()
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock {
            buffer = []
            forwardError(error)
        }
    }

    override func onCompleted() {
        lock.withLock {
            let last = buffer
            buffer = []
            forwardNext(last)
            forwardCompleted()
        }
    }

    private func sendAndStartNewBuffer() {
        windowID &+= 1
        let id = windowID
        let full = buffer
        buffer = []
        forwardNext(full)
        startTimer(for: id)
    }

    /// Schedules the end of buffer `id`, unless a newer buffer has started meanwhile.
    func startTimer(for id: Int) {
        if timer.isDisposed || lock.withLock({ windowID != id }) { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
            scheduler.scheduleRelative(id, dueTime: timeSpan) { [weak self] firedID in
                self?.timerFired(firedID)
                return Disposables.create()
            })
    }

    private func timerFired(_ firedID: Int) {
        lock.withLock {
            if firedID == windowID {
                sendAndStartNewBuffer()
            }
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

private final class BufferProducer<Element>: Producer<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<[Element]>) -> Disposable {
        let sink = BufferSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer)
        sink.startTimer(for: 0)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
