/// An observer of an inner sequence that is also the holder of that sequence's subscription, so an inner costs one
/// object, not an observer and a `SingleAssignmentDisposable`: flatMap's and flatMapLatest's inner observers.
///
/// `state` and `subscription` work like `SingleAssignmentDisposable`'s: a `dispose()` from any thread and the
/// storing of the subscription meet once, whichever comes first.
class InnerSubscriptionObserver<Element>: ObserverNode<Element>, Cancelable,
    @unchecked Sendable
{ // Sendable: `subscription` is published through `state`.
    private static var disposedBit: Int { 1 }
    private static var setBit: Int { 2 }

    private var atomicWord = RxAtomicWord(0)
    @exclusivity(unchecked) private var subscription: Disposable?

    @inline(__always)
    private var state: RxAtomic<Int> { RxAtomic(wordOf: self) }

    override init() {
        super.init()
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    /// `true` once disposed.
    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// `true` once the inner subscription was stored (or disposed on arrival).
    final var hasReceivedSubscription: Bool {
        state.load(ordering: .acquiring) & Self.setBit != 0
    }

    /// Empties the slot for the subscription of another inner sequence; only for an observer nothing else uses.
    final func resetSubscriptionSlot() {
        state.store(0, ordering: .releasing)
    }

    /// Stores the inner subscription; disposes it at once when this observer was disposed first.
    final func setSubscription(_ disposable: Disposable) {
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 {
            // Disposed first (an inner that terminated during `subscribe`): `dispose()` is done with `subscription`.
            state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing)
            disposable.dispose()
            return
        }
        subscription = disposable
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            subscription = nil
            disposable.dispose()
        }
    }

    /// Disposes the inner subscription if it is stored, or as soon as it is.
    final func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit == 0, previous & Self.setBit != 0, let subscription {
            self.subscription = nil
            subscription.dispose()
        }
    }
}
