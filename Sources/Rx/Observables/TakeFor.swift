extension ObservableType {
    /// Takes the source's elements for `duration` after subscribing, then completes.
    ///
    ///     --1--2--3--4--|   take(for: 7 ticks)   --1--2-|
    /// - Parameters:
    ///   - duration: How long to take elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements sent within `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Former name of `take(for:scheduler:)`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

// Sendable: delivery serialized by `lock`.
private final class TakeForSink<Element>: PassthroughSink<Element>, @unchecked Sendable {
    private let lock = RxLock(recursive: true)
    let timer = SingleAssignmentDisposable()

    override func onNext(_ element: Element) {
        lock.withLock { forwardNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock { forwardError(error) }
    }

    override func onCompleted() {
        lock.withLock { forwardCompleted() }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

private final class TakeForProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeForSink<Element>(downstream: observer)
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
                sink?.onCompleted()
                return Disposables.create()
            })
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
