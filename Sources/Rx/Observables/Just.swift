extension ObservableType {
    /// A sequence of one element, then completion.
    ///
    ///     just(1): (1|)
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        // Inlinable so that the observable is created where its element type is known (its generic metadata
        // comes from the caller's cache, not from a lookup per call).
        JustObservable(element)
    }

    /// A sequence of one element, then completion, both sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduledProducer(element: element, scheduler: scheduler)
    }
}

@usableFromInline
final class JustObservable<Element>: Observable<Element> {
    private let element: Element

    @usableFromInline
    init(_ element: Element) {
        self.element = element
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }

    override func withJustElement(_ body: (Element) throws -> Void) rethrows -> Bool {
        try body(element)
        return true
    }

    override var isJust: Bool {
        true
    }

    override var closureSubscription: ClosureSubscriptionKind {
        .just
    }

    /// `subscribe(onNext:…)`: calls the closures right here (`deliverJust`), as `subscribe(node:)` does an
    /// observer's methods, with no `ClosureObserver` and no subscription object.
    @usableFromInline
    func subscribeClosures(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        deliverJust(
            { try $0(element) }, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            recordingCallStack: recordingCallStack)
    }

    /// Runs the fused stages on the one element right here: no sink is needed, as nothing can dispose the
    /// subscription or end the sequence between stages before `subscribe` returns. (`subscribe(onNext:…)` on such a
    /// chain does not come here: see `FusedChain.subscribeClosures`.)
    override func subscribe<Output>(fused chain: FusedChain<Output>, _ observer: ObserverNode<Output>)
        -> Disposable
    {
        do {
            try chain.runOnJust { result in
                observer.onNext(result)
            }
        } catch {
            observer.onError(error)
            return Disposables.create()
        }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// `subscribe(onNext:…)` on a `just` followed by fused stages (`run` runs them on its element): calls the closures
/// right here, as a `ClosureObserver` would: `onNext` with the result (if no stage dropped it), then `onCompleted`,
/// or the error a stage threw to `onError` (without one, to `Hooks.defaultErrorHandler`); then `onDisposed`. No
/// observer object, no subscription object: nothing can dispose the subscription before it ends.
func deliverJust<Output>(
    _ run: ((Output) throws -> Void) throws -> Void, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
) -> Disposable {
    do {
        try run { result in
            onNext?(result)
        }
        onCompleted?()
    } catch {
        if let onError {
            onError(error)
        } else {
            let callStack =
                recordingCallStack && Hooks.recordsCallStack.load(ordering: .relaxed)
                ? Hooks.customCaptureSubscriptionCallstack() : []
            Hooks.defaultErrorHandler(callStack, error)
        }
    }
    onDisposed?()
    return Disposables.create()
}

private final class JustScheduledSink<Element>: SteppingSink<Element> {
    private var element: Element?

    init(element: Element, downstream: ObserverNode<Element>) {
        self.element = element
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        guard let element else { return complete() }
        self.element = nil
        forwardNext(element)
        return true
    }
}

private final class JustScheduledProducer<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = JustScheduledSink(element: element, downstream: observer)
        sink.start(on: scheduler)
        return sink
    }
}
