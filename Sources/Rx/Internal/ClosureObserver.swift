/// The states of `ClosureHandlingNode.link`, outside the generic class so that each is a constant.
private enum ClosureLink {
    /// No subscription yet: the observer is being subscribed.
    static let pending = 0
    /// The subscription is alive and holds the observer.
    static let linked = 1
    /// The subscription was deinitialized: the observer must not call it.
    static let subscriptionGone = 2
    /// The observer is telling the subscription that it ended; the subscription's `deinit` waits.
    static let terminating = 3
    /// The observer ended and no longer touches its subscription (if it ever had one).
    static let done = 4
    /// As `terminating`, and a subscription's `deinit` sleeps until `done` (woken by the terminating thread).
    static let terminatingAwaited = 5
}

/// What the observers behind `subscribe(onNext:…)` share: the closures, the grammar, and the link to the
/// subscription returned to the caller. It observes `Input`; its closures take `Element`.
///
/// The closures are constants, called without retaining them per element. The cycles they may close through the
/// returned subscription are broken by that subscription letting go of this observer when disposed or when the
/// sequence ends (`terminate()` tells it, through the unretained `subscription`, guarded by `link`). A sequence that
/// ends while it is being subscribed to gets no subscription object at all.
@usableFromInline
class ClosureHandlingNode<Input, Element>: SubscriptionNode<Input>, SubscriptionOwnedObserver {
    private final let nextHandler: ((Element) -> Void)?
    private final let errorHandler: ((Swift.Error) -> Void)?
    private final let completedHandler: (() -> Void)?
    @exclusivity(unchecked) private final var disposedHandler: (() -> Void)?
    @exclusivity(unchecked) private final var subscription: Unmanaged<ClosureSubscription>?
    /// Where the subscription was made, for `Hooks.defaultErrorHandler` (only with `Hooks.recordCallStackOnError`).
    final var callStack: [String] = []

    /// The link's state (`ClosureLink`), in the node's auxiliary word.
    @inline(__always)
    private final var link: RxAtomic<Int> { auxiliaryAtomic }

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        nextHandler = onNext
        errorHandler = onError
        completedHandler = onCompleted
        disposedHandler = onDisposed
    }

    /// Subscribes through `subscribeUpstream` and returns the subscription for the caller; records where, for
    /// `Hooks.defaultErrorHandler`, when `recordingCallStack` and `Hooks.recordCallStackOnError` ask for it.
    final func start(recordingCallStack: Bool, _ subscribeUpstream: (ClosureHandlingNode) -> Disposable) -> Disposable {
        if recordingCallStack, Hooks.recordsCallStack.load(ordering: .relaxed) {
            callStack = Hooks.customCaptureSubscriptionCallstack()
        }
        setUpstream(subscribeUpstream(self))
        // A source that ended while it was subscribed to (`just`, `of`, …) leaves nothing to dispose: no
        // subscription object is made for it.
        if link.load(ordering: .acquiring) == ClosureLink.done {
            return Disposables.create()
        }
        let subscription = ClosureSubscription(self)
        self.subscription = Unmanaged.passUnretained(subscription)
        if !link.compareExchange(
            expected: ClosureLink.pending, desired: ClosureLink.linked, ordering: .acquiringAndReleasing
        ).exchanged {
            // The sequence ended on another thread in the meantime: the subscription must not keep this observer.
            subscription.observerTerminated()
        }
        return subscription
    }

    /// Calls `onNext` with `element` unless the subscription was disposed or ended.
    @inline(__always)
    final func deliverNext(_ element: Element) {
        if !isDisposed {
            nextHandler?(element)
        }
    }

    override final func onError(_ error: Swift.Error) {
        if markTerminated() {
            callErrorHandler(error)
            terminate()
        }
    }

    override final func onCompleted() {
        if markTerminated() {
            completedHandler?()
            terminate()
        }
    }

    /// Ends the sequence with `error` that did not come from upstream (a fused stage threw it): as `onError`,
    /// and then disposes the upstream subscription, which is still running.
    final func fail(_ error: Swift.Error) {
        if markTerminated() {
            callErrorHandler(error)
            terminate(abandoningUpstream: false)?.dispose()
        }
    }

    private final func callErrorHandler(_ error: Swift.Error) {
        if let errorHandler {
            errorHandler(error)
        } else {
            Hooks.defaultErrorHandler(callStack, error)
        }
    }

    /// Releases the resources (running `onDisposed`) and lets go of the subscription; returns the upstream
    /// subscription, not disposed (see `releaseResourcesTakingUpstream(abandoning:)`).
    @discardableResult
    private final func terminate(abandoningUpstream: Bool = true) -> Disposable? {
        let upstream = releaseResourcesTakingUpstream(abandoning: abandoningUpstream)
        if link.compareExchange(
            expected: ClosureLink.pending, desired: ClosureLink.done, ordering: .acquiringAndReleasing
        ).exchanged {
            return upstream
        }
        if link.compareExchange(
            expected: ClosureLink.linked, desired: ClosureLink.terminating, ordering: .acquiringAndReleasing
        ).exchanged {
            subscription?._withUnsafeGuaranteedRef { $0.observerTerminated() }
            link.exchangeWaking(ClosureLink.done, ifWas: ClosureLink.terminatingAwaited)
        }
        return upstream
    }

    final func subscriptionEnded() {
        if link.compareExchange(
            expected: ClosureLink.linked, desired: ClosureLink.subscriptionGone, ordering: .acquiringAndReleasing
        ).exchanged {
            return
        }
        // The observer is telling the subscription that it ended, on another thread: sleep until it is done with
        // the subscription (a few instructions; the terminating thread wakes this one).
        while true {
            switch link.load(ordering: .acquiring) {
            case ClosureLink.done:
                return
            case ClosureLink.terminating:
                _ = link.compareExchange(
                    expected: ClosureLink.terminating, desired: ClosureLink.terminatingAwaited,
                    ordering: .acquiringAndReleasing)
            default:
                link.wait(whileEquals: ClosureLink.terminatingAwaited)
            }
        }
    }

    override final func disposeResources() {
        if let handler = disposedHandler {
            disposedHandler = nil
            handler()
        }
    }
}

/// The observer behind `subscribe(onNext:…)` on any sequence but a fused chain.
@usableFromInline
final class ClosureObserver<Element>: ClosureHandlingNode<Element, Element> {
    /// Subscribes to `source` and returns the subscription for the caller (see `ClosureHandlingNode.start`).
    @usableFromInline
    func start(_ source: Observable<Element>, recordingCallStack: Bool) -> Disposable {
        start(recordingCallStack: recordingCallStack) { source.subscribe(node: $0) }
    }

    override func onNext(_ element: Element) {
        deliverNext(element)
    }
}

/// The observer behind `subscribe(onNext:…)` on a fused chain: it observes the chain's root, runs the stages and
/// calls the closures, one object instead of the chain's sink and a `ClosureObserver`.
final class FusedClosureSink<Root, Element>: ClosureHandlingNode<Root, Element> {
    private let chain: FusedChain<Element>

    init(
        chain: FusedChain<Element>, onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        self.chain = chain
        super.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    override func onNext(_ element: Root) {
        guard !isDisposed else { return }
        do {
            try chain.runFromRoot(element, self) { result in
                deliverNext(result)
            }
        } catch {
            fail(error)
        }
    }
}
