import RxAtomicsC

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
    /// The other handlers and the call stack, when there are any (written before the node is subscribed anywhere).
    @exclusivity(unchecked) private final var endings: ClosureEndings?
    @exclusivity(unchecked) private final var subscription: Unmanaged<ClosureSubscription>?

    /// The link's state (`ClosureLink`), in the node's auxiliary word.
    @inline(__always)
    private final var link: RxAtomic<Int> { auxiliaryAtomic }

    @usableFromInline
    init(
        onNext: consuming ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        // `onNext` is consumed, so that it moves into its slot instead of being retained there and released by the
        // caller.
        nextHandler = onNext
        if onError != nil || onCompleted != nil || onDisposed != nil {
            endings = ClosureEndings(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
    }

    /// Subscribes through `subscribeUpstream` and returns the subscription for the caller; records where, for
    /// `Hooks.defaultErrorHandler`, when `recordingCallStack` and `Hooks.recordCallStackOnError` ask for it.
    final func start(recordingCallStack: Bool, _ subscribeUpstream: (ClosureHandlingNode) -> Disposable) -> Disposable {
        if recordingCallStack, Hooks.recordsCallStack.load(ordering: .relaxed) {
            let endings = self.endings ?? ClosureEndings(onError: nil, onCompleted: nil, onDisposed: nil)
            endings.callStack = Hooks.customCaptureSubscriptionCallstack()
            self.endings = endings
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
            endings?.completedHandler?()
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
        if let errorHandler = endings?.errorHandler {
            errorHandler(error)
        } else {
            Hooks.defaultErrorHandler(endings?.callStack ?? [], error)
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
            // A strong reference of this thread's own while it tells the subscription, taken only if the
            // subscription's last reference is not gone already (its deinit, on another thread, then waits for
            // `done`). Without it, a retain and release that an unoptimized build makes around the call could
            // release the last reference here, when another thread released the holder's meanwhile, and run the
            // deinit inside this call, waiting for this very thread to finish (a hang seen under the thread
            // sanitizer in ClosureSubscriptionTests).
            if let subscription, rx_try_retain(subscription.toOpaque()) {
                subscription.takeRetainedValue().observerTerminated()
            }
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
        if let endings, let handler = endings.disposedHandler {
            endings.disposedHandler = nil
            handler()
        }
    }
}

/// The handlers of `subscribe(onNext:…)` besides `onNext`, and the recorded call stack: most subscriptions give
/// none of them (`bind`, `drive`, `subscribe(onNext:)`), so they live in an object of their own, made only when one
/// is given, and the observer of such a subscription is 48 bytes smaller.
final class ClosureEndings {
    let errorHandler: ((Swift.Error) -> Void)?
    let completedHandler: (() -> Void)?
    /// Called once, when the subscription's resources are released (`ClosureHandlingNode.disposeResources`).
    @exclusivity(unchecked) var disposedHandler: (() -> Void)?
    /// Where the subscription was made, for `Hooks.defaultErrorHandler` (only with `Hooks.recordCallStackOnError`);
    /// written before the observer is subscribed.
    @exclusivity(unchecked) var callStack: [String] = []

    init(onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        errorHandler = onError
        completedHandler = onCompleted
        disposedHandler = onDisposed
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
