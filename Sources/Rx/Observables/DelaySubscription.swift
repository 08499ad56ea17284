extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    ///
    ///     source (cold):               --1--2--|
    ///     delaySubscription(3 ticks):  -----1--2--|
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: The scheduler that runs the timer; the subscription happens on it.
    /// - Returns: The source, subscribed to later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscriptionSink<Element>: PassthroughSink<Element> {
    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}

private final class DelaySubscriptionProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DelaySubscriptionSink<Element>(downstream: observer)
        let source = self.source
        sink.setUpstream(
            scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                source.subscribe(node: sink)
            })
        return sink
    }
}
