extension ObservableType {
    /// Resubscribes to the source after a failure each time the trigger sequence built by `notificationHandler`
    /// emits; completes or fails when the trigger does.
    ///
    ///     source (cold):                                      --1--#
    ///     retry(when: { $0.delay(2 ticks, scheduler: s) }):   --1------1------1-…
    /// `notificationHandler` runs once per subscription and receives the source's errors of type `Error`; an error
    /// of another type ends the result at once.
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger: a `next` retries, `completed`
    ///   completes the result and an error fails it.
    /// - Returns: The elements of every attempt.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source after a failure each time the trigger sequence built by `notificationHandler`
    /// emits; completes or fails when the trigger does. The handler sees every error.
    ///
    ///     source (cold):                                      --1--#
    ///     retry(when: { $0.delay(2 ticks, scheduler: s) }):   --1------1------1-…
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger: a `next` retries, `completed`
    ///   completes the result and an error fails it.
    /// - Returns: The elements of every attempt.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Former name of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

private final class RetryWhenSink<Element, Trigger, Failure: Swift.Error>: PassthroughSink<Element>,
    @unchecked Sendable
{ // Sendable: `pending` guarded by `lock`; the rest follows the serialized Rx contract.
    private let source: Observable<Element>
    private let errors = PublishSubject<Failure>()
    private let notifier = PublishSubject<Trigger>()
    private let lock = RxLock()
    private var pending = 0
    private let attempt = SerialDisposable()
    private let trigger = SerialDisposable()
    private let handlerSubscription = SingleAssignmentDisposable()

    init(source: Observable<Element>, downstream: ObserverNode<Element>) {
        self.source = source
        super.init(downstream: downstream)
    }

    func run<TriggerObservable: ObservableType>(
        _ notificationHandler: (Observable<Failure>) -> TriggerObservable
    ) where TriggerObservable.Element == Trigger {
        let triggers = notificationHandler(errors.asObservable())
        handlerSubscription.setDisposable(subscribeUntracked(triggers, ObserverNode.wrapping(notifier)))
        moveNext()
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        guard let failure = error as? Failure else {
            forwardError(error)
            return
        }
        attempt.disposable = Disposables.create()
        trigger.disposable = notifier.subscribe(node: RetryTriggerObserver(sink: self))
        errors.onNext(failure)
    }

    /// Subscribes to the source again; serialized so a retry requested during a subscription waits for it.
    func moveNext() {
        let first: Bool = lock.withLock {
            pending += 1
            return pending == 1
        }
        guard first else { return }
        repeat {
            if isDisposed { return }
            trigger.disposable = Disposables.create()
            let current = SingleAssignmentDisposable()
            attempt.disposable = current
            current.setDisposable(source.subscribe(node: self))
        } while lock.withLock({
            pending -= 1
            return pending > 0
        })
    }

    override func disposeResources() {
        attempt.dispose()
        trigger.dispose()
        handlerSubscription.dispose()
    }
}

/// Observes the trigger while a failed attempt waits for its verdict.
private final class RetryTriggerObserver<Element, Trigger, Failure: Swift.Error>: ObserverNode<Trigger> {
    private let sink: RetryWhenSink<Element, Trigger, Failure>

    init(sink: RetryWhenSink<Element, Trigger, Failure>) {
        self.sink = sink
    }

    override func onNext(_ element: Trigger) { sink.moveNext() }
    override func onError(_ error: Swift.Error) { sink.forwardError(error) }
    override func onCompleted() { sink.forwardCompleted() }
}

private final class RetryWhenProducer<Element, TriggerObservable: ObservableType, Failure: Swift.Error>: Producer<
    Element
>
{
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = RetryWhenSink<Element, TriggerObservable.Element, Failure>(source: source, downstream: observer)
        sink.run(notificationHandler)
        return sink
    }
}
