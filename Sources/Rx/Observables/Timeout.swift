extension ObservableType {
    /// Fails with `RxError.timeout` when the source sends nothing for `dueTime`, counted from the subscription
    /// and then from each element.
    ///
    ///     source:            --1--2---------3--|
    ///     timeout(4 ticks):  --1--2---#
    /// - Parameters:
    ///   - dueTime: The longest wait allowed before each element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source, or a failure with `RxError.timeout`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeoutProducer(
            source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the source sends nothing for `dueTime`, counted from the subscription and then
    /// from each element.
    ///
    ///     source:                   --1--2---------3--|
    ///     other (cold):             a--b--|
    ///     timeout(4 ticks, other:): --1--2---a--b--|
    /// - Parameters:
    ///   - dueTime: The longest wait allowed before each element.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source, then `other` from the moment a timeout happens.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

// Sendable: `id` and `switched` guarded by `lock`.
private final class TimeoutSink<Element>: PassthroughSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private let timer = SerialDisposable()
    let subscription = SerialDisposable()
    private var id = 0
    private var switched = false

    init(
        dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, downstream: ObserverNode<Element>
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    /// Counts the event against the timer; `false` when the timer already won.
    private func sourceWins() -> Bool {
        lock.withLock {
            guard !switched else { return false }
            id &+= 1
            return true
        }
    }

    override func onNext(_ element: Element) {
        if sourceWins() {
            forwardNext(element)
            startTimer()
        }
    }

    override func onError(_ error: Swift.Error) {
        if sourceWins() {
            forwardError(error)
        }
    }

    override func onCompleted() {
        if sourceWins() {
            forwardCompleted()
        }
    }

    func startTimer() {
        if timer.isDisposed { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        let currentID = lock.withLock { id }
        next.setDisposable(
            scheduler.scheduleRelative(currentID, dueTime: dueTime) { [weak self] firedID in
                self?.timerFired(firedID)
                return Disposables.create()
            })
    }

    private func timerFired(_ firedID: Int) {
        let timerWins: Bool = lock.withLock {
            switched = firedID == id
            return switched
        }
        if timerWins {
            subscription.disposable = other.subscribe(node: TimeoutOtherObserver(sink: self))
        }
    }

    fileprivate func otherNext(_ element: Element) { forwardNext(element) }
    fileprivate func otherError(_ error: Swift.Error) { forwardError(error) }
    fileprivate func otherCompleted() { forwardCompleted() }

    override func disposeResources() {
        subscription.dispose()
        timer.dispose()
    }
}

/// Passes the fallback sequence's events straight through once the timer has won.
private final class TimeoutOtherObserver<Element>: ObserverNode<Element> {
    private let sink: TimeoutSink<Element>

    init(sink: TimeoutSink<Element>) {
        self.sink = sink
    }

    override func onNext(_ element: Element) { sink.otherNext(element) }
    override func onError(_ error: Swift.Error) { sink.otherError(error) }
    override func onCompleted() { sink.otherCompleted() }
}

private final class TimeoutProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    /// `timeout` over its source, with the sequence it switches to when it is not a plain failure (`timeout(_:other:)`).
    override var debugSources: [ChainDescribing] {
        other.debugName.hasPrefix("error") ? [source] : [source, other]
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, downstream: observer)
        let original = SingleAssignmentDisposable()
        sink.subscription.disposable = original
        sink.startTimer()
        original.setDisposable(source.subscribe(node: sink))
        return sink
    }
}
