extension ObservableType {
    /// Splits the elements into windows, each an `Observable`, closed when it holds `count` elements or when
    /// `timeSpan` has passed since it opened, whichever comes first.
    ///
    ///     source:                               -1-2----3-------|
    ///     window(timeSpan: 6 ticks, count: 2):  w--w-----w-----w|
    ///     each window, from its opening:        -1-2|   -----3|   ------|   -|
    /// The first window opens on subscription. The source stays subscribed while any window is observed, even
    /// after the outer subscription is disposed.
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: A sequence of windows.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        WindowProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// Sendable: state guarded by `lock`.
private final class WindowSink<Element>: Sink<Element, Observable<Element>>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let lock = RxLock(recursive: true)
    private var subject = PublishSubject<Element>()
    private var elementCount = 0
    private var windowID = 0
    private let timer = SerialDisposable()
    let group = CompositeDisposable()
    private let refCount: RefCountDisposable

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: ObserverNode<Observable<Element>>)
    {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountDisposable(disposable: group)
        super.init(downstream: downstream)
        group.insert(timer)
    }

    func start() {
        forwardNext(WindowObservable(subject: subject, refCount: refCount))
        startTimer(for: 0)
    }

    override func onNext(_ element: Element) {
        var newID: Int?
        lock.withLock {
            subject.onNext(element)
            elementCount += 1
            if elementCount == count {
                elementCount = 0
                windowID &+= 1
                newID = windowID
                completeWindowAndOpenNext()
            }
        }
        if let newID {
            startTimer(for: newID)
        }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock {
            subject.onError(error)
            forwardError(error)
        }
    }

    override func onCompleted() {
        lock.withLock {
            subject.onCompleted()
            forwardCompleted()
        }
    }

    private func completeWindowAndOpenNext() {
        subject.onCompleted()
        subject = PublishSubject()
        forwardNext(WindowObservable(subject: subject, refCount: refCount))
    }

    /// Schedules the end of window `id`, unless a newer window has opened meanwhile.
    private func startTimer(for id: Int) {
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
        var newID: Int?
        lock.withLock {
            guard firedID == windowID else { return }
            elementCount = 0
            windowID &+= 1
            newID = windowID
            completeWindowAndOpenNext()
        }
        if let newID {
            startTimer(for: newID)
        }
    }

    override func disposeResources() {
        refCount.dispose()
    }
}

/// One window: the window's subject, keeping the source subscription alive while observed.
private final class WindowObservable<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = WindowObserverSink(release: refCount.retain(), downstream: observer)
        sink.setUpstream(subject.subscribe(node: sink))
        return sink
    }
}

private final class WindowObserverSink<Element>: PassthroughSink<Element> {
    private let release: Disposable

    init(release: Disposable, downstream: ObserverNode<Element>) {
        self.release = release
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func disposeResources() {
        release.dispose()
    }
}

private final class WindowProducer<Element>: Producer<Observable<Element>> {
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

    override func run(_ observer: ObserverNode<Observable<Element>>) -> Disposable {
        let sink = WindowSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer)
        sink.start()
        sink.group.insert(source.subscribe(node: sink))
        return sink
    }
}
