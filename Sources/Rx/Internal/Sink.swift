/// The bits of `SubscriptionNode.state`, outside the generic class so that reading one is a constant, not a call.
private enum SubscriptionState {
    static let terminated = 1
    static let upstreamStored = 2
    static let released = 4
    static let upstreamAbandoned = 8
}

/// A node that is also the subscription's disposable: it owns the upstream subscription and one atomic state word.
///
/// Bits of `state`: 1 "terminated or disposed" (no event passes any more), 2 "upstream subscription stored",
/// 4 "resources released". Terminating and releasing are separate steps, as in RxSwift: a terminal event is first
/// marked, then delivered, then the resources are released; a `dispose()` that arrives in between (a downstream
/// disposing its upstream while the terminal event is still being delivered) releases at once. Whoever sets bit 2
/// or 4 second disposes the upstream, so a dispose racing the end of `run` never loses the subscription.
@usableFromInline
class SubscriptionNode<Element>: ObserverNode<Element>, Cancelable {

    /// Word 0 is `state`; word 1 is `auxiliaryAtomic`, for subclasses.
    private var atomicWords = RxAtomicWordPair(0, 0)
    /// The upstream subscription while state bit 2 says it is stored; a `NopDisposable` before and after. Not an
    /// `Optional`: every node stores over this and destroys it, and an optional existential is destroyed through
    /// generic value witnesses (about 50 instructions each time, against a dozen).
    @exclusivity(unchecked) private var upstream: Disposable = NopDisposable()

    @inline(__always)
    private var state: RxAtomic<Int> { RxAtomic(wordOf: self) }

    /// A second atomic word (0 at first) that a subclass may use for a state of its own, so it needs no storage of
    /// its own for it (its stored properties cannot start the object, where an `RxAtomicWord` must be).
    @inline(__always)
    final var auxiliaryAtomic: RxAtomic<Int> { RxAtomic(wordOf: self, at: 1) }

    override init() {
        super.init()
        atomicWords.checkIsFirstStoredProperty(of: self)
        Resources.countCreated()
    }

    deinit {
        Resources.countDestroyed()
    }

    /// `true` once disposed or terminated: no event may pass any more.
    @inline(__always) @usableFromInline
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & SubscriptionState.terminated != 0
    }

    /// Stores the upstream subscription; disposes it at once if this node's resources are already released.
    final func setUpstream(_ disposable: consuming Disposable) {
        upstream = consume disposable
        let previous = state.bitwiseOr(SubscriptionState.upstreamStored, ordering: .acquiringAndReleasing).oldValue
        if previous & SubscriptionState.released != 0 {
            let taken = takeUpstream()
            if previous & SubscriptionState.upstreamAbandoned == 0 {
                taken.dispose()
            }
        }
    }

    /// Marks the node as terminated; `true` only for the first caller, who must then call `releaseResources()`.
    @inline(__always)
    final func markTerminated() -> Bool {
        state.bitwiseOr(SubscriptionState.terminated, ordering: .acquiringAndReleasing).oldValue
            & SubscriptionState.terminated == 0
    }

    /// Disposes the upstream (if it was stored already) and runs `disposeResources()`, once.
    final func releaseResources() {
        let previous = state.bitwiseOr(SubscriptionState.released, ordering: .acquiringAndReleasing).oldValue
        release(after: previous)
    }

    /// Like `releaseResources()`, but lets go of the upstream without disposing it: for the final observer of a
    /// chain that received a terminal event, whose upstream stages release themselves (as RxSwift's observers do).
    final func releaseResourcesAbandoningUpstream() {
        _ = releaseResourcesTakingUpstream(abandoning: true)
    }

    /// Runs `disposeResources()` and hands the upstream subscription (if stored) to the caller instead of
    /// disposing it, once. With `abandoning`, an upstream stored later is let go of; without, it is disposed when
    /// stored, and the caller disposes the one returned (after whatever must come first).
    final func releaseResourcesTakingUpstream(abandoning: Bool) -> Disposable? {
        let previous = state.bitwiseOr(
            SubscriptionState.released | (abandoning ? SubscriptionState.upstreamAbandoned : 0),
            ordering: .acquiringAndReleasing
        ).oldValue
        guard previous & SubscriptionState.released == 0 else { return nil }
        let taken = previous & SubscriptionState.upstreamStored != 0 ? takeUpstream() : nil
        disposeResources()
        return taken
    }

    @inline(__always)
    private func release(after previous: Int) {
        guard previous & SubscriptionState.released == 0 else { return }
        if previous & SubscriptionState.upstreamStored != 0 {
            takeUpstream().dispose()
        }
        disposeResources()
    }

    /// Moves the upstream subscription out, leaving a `NopDisposable` (no reference counting: a move).
    @inline(__always)
    private func takeUpstream() -> Disposable {
        withUnsafeMutablePointer(to: &upstream) { slot in
            let taken = slot.move()
            slot.initialize(to: NopDisposable())
            return taken
        }
    }

    /// Stops delivery and releases the subscription; safe to call any number of times from any thread.
    @usableFromInline
    func dispose() {
        let previous = state.bitwiseOr(
            SubscriptionState.terminated | SubscriptionState.released, ordering: .acquiringAndReleasing
        ).oldValue
        release(after: previous)
    }

    /// Subclasses release their own resources (timers, inner subscriptions) here. Called once.
    func disposeResources() {}
}

/// An operator stage: observes `Input` from upstream and forwards `Output` to `downstream`.
class Sink<Input, Output>: SubscriptionNode<Input> {
    final let downstream: ObserverNode<Output>

    init(downstream: ObserverNode<Output>) {
        self.downstream = downstream
        super.init()
    }

    /// Forwards an element unless the sink is disposed or terminated.
    @inline(__always)
    final func forwardNext(_ element: Output) {
        if !isDisposed {
            downstream.onNext(element)
        }
    }

    /// Forwards an error once, then releases the subscription.
    final func forwardError(_ error: Swift.Error) {
        if markTerminated() {
            downstream.onError(error)
            releaseResources()
        }
    }

    /// Forwards completion once, then releases the subscription.
    final func forwardCompleted() {
        if markTerminated() {
            downstream.onCompleted()
            releaseResources()
        }
    }

    /// Forwards `event` with the rules above.
    final func forward(_ event: Event<Output>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }

    override func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    override func onCompleted() {
        forwardCompleted()
    }
}

/// A sink whose output type equals its input type.
typealias PassthroughSink<Element> = Sink<Element, Element>
