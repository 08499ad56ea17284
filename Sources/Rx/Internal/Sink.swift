import Synchronization

/// A node that is also the subscription's disposable: it owns the upstream subscription and one atomic state word.
///
/// Bit 0 of `state` means "terminated or disposed" and is set exactly once, by `dispose()` or by forwarding a
/// terminal event; bit 1 means "upstream subscription stored". Whoever finds the other bit already set disposes the
/// upstream, so a dispose racing the end of `run` never loses the subscription.
class SubscriptionNode<Element>: ObserverNode<Element>, Cancelable {
    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var upstream: Disposable?

    override init() {
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `true` once disposed or terminated: no event may pass any more.
    @inline(__always)
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & 1 != 0
    }

    /// Stores the upstream subscription; disposes it at once if this node is already disposed.
    final func setUpstream(_ disposable: consuming Disposable) {
        upstream = consume disposable
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 != 0 {
            upstream.take()?.dispose()
        }
    }

    /// Marks the node as terminated; `true` only for the first caller, who must then call `releaseResources()`.
    @inline(__always)
    final func markTerminated() -> Bool {
        state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue & 1 == 0
    }

    /// Disposes the upstream (if it was stored already) and runs `disposeResources()`.
    final func releaseResources() {
        if state.load(ordering: .acquiring) & 2 != 0 {
            upstream.take()?.dispose()
        }
        disposeResources()
    }

    /// Stops delivery and releases the subscription; safe to call any number of times from any thread.
    func dispose() {
        if markTerminated() {
            releaseResources()
        }
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
