extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    ///
    ///     subscribe(on: s):  the source's subscribe (and dispose) side effects run on s
    /// Events are delivered wherever the source sends them; use `observe(on:)` to move delivery.
    /// - Parameter scheduler: Where to subscribe and dispose.
    /// - Returns: The source, subscribed to on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: self, scheduler: scheduler)
    }

    /// Former name of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

private final class SubscribeOnSink<Element>: PassthroughSink<Element> {
    override func onNext(_ element: Element) {
        forwardNext(element)
    }
}

/// Keeps the source's own type and subscribes to it directly (no `asObservable()` wrapper), as RxSwift does.
private final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element> {
    typealias Element = Source.Element
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SubscribeOnSink<Element>(downstream: observer)
        let everything = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        everything.disposable = pending
        let source = self.source
        let scheduler = self.scheduler
        pending.setDisposable(
            scheduler.schedule(()) { _ in
                let subscription = subscribeUntracked(source, sink)
                everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        sink.setUpstream(everything)
        return sink
    }
}
