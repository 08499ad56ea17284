extension ObservableType {
    /// Skips the source's elements for `duration` after subscribing, then passes the rest through.
    ///
    ///     --1--2--3--4--|   skip(7 ticks)   --------3--4--|
    /// Errors and completion pass through at any time.
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements sent after `duration`.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Same as `skip(_:scheduler:)`, labelled like `take(for:scheduler:)`. Not in RxSwift.
    ///
    ///     --1--2--3--4--|   skip(for: 7 ticks)   --------3--4--|
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements sent after `duration`.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipForSink<Element>: PassthroughSink<Element> {
    let timer = SingleAssignmentDisposable()

    /// Whether the time has passed, in the node's auxiliary word (0, `false`, at first).
    @inline(__always)
    private var open: RxAtomic<Bool> { RxAtomic(word: auxiliaryAtomic.word) }

    override func onNext(_ element: Element) {
        if open.load(ordering: .acquiring) {
            forwardNext(element)
        }
    }

    func openGate() {
        open.store(true, ordering: .releasing)
    }

    override func disposeResources() {
        timer.dispose()
    }
}

private final class SkipForProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SkipForSink<Element>(downstream: observer)
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
                sink?.openGate()
                return Disposables.create()
            })
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
