/// A subject (or relay) that can remove a subscriber by key.
protocol SubscriberRemoving: AnyObject {
    /// Removes the subscriber registered under `key`.
    func removeSubscriber(_ key: ObserverList.Key)
}

/// A subject whose subscriptions are `SubjectSubscription` values.
protocol SubjectHandleOwner: SubscriberRemoving {
    /// The handle this subject's subscriptions hold, once one was made; read and written under the subject's lock.
    var subscriptionHandle: SubjectHandle? { get set }
}

extension SubjectHandleOwner {
    /// The handle for a new subscription, made on the first one; call with the subject's lock held.
    func lockedSubscriptionHandle() -> SubjectHandle {
        if let handle = subscriptionHandle {
            return handle
        }
        let handle = SubjectHandle(self)
        subscriptionHandle = handle
        return handle
    }
}

/// A subscriber's registration in a subject; disposing it removes the subscriber (again: nothing, as keys are
/// never reused).
///
/// A value of two words, as RxSwift's is a value: it fits in a `Disposable`'s inline storage, so subscribing to a
/// subject allocates nothing for it. It reaches the subject through the subject's `SubjectHandle`, not a strong
/// reference: a subscriber never disposed must not keep the subject (and so itself, through the subject's
/// observer list) alive after everyone else has let the subject go, as in RxSwift.
struct SubjectSubscription: Disposable, Sendable {
    private let handle: SubjectHandle
    private let key: ObserverList.Key

    init(handle: SubjectHandle, key: ObserverList.Key) {
        self.handle = handle
        self.key = key
    }

    func dispose() {
        handle.removeSubscriber(key)
    }
}

/// What a subject's subscriptions hold instead of the subject: it passes removals on while the subject lives and
/// drops them once the subject's `deinit` has begun (`subjectGone()`).
///
/// One per subject, made on its first subscription. A weak reference would do the same, but a value holding one
/// cannot live in a `Disposable`'s inline storage (weak references are not bitwise movable), so each subscription
/// would allocate a box for it.
final class SubjectHandle: @unchecked Sendable {
    // Sendable: `subject` is only called between the atomic enter and leave below, which `subjectGone()` waits for.
    /// Twice the number of removals under way, plus 1 once the subject is going.
    @exclusivity(unchecked) private var state = RxAtomic<Int>(0)
    private unowned(unsafe) let subject: SubscriberRemoving

    init(_ subject: SubscriberRemoving) {
        self.subject = subject
    }

    /// Removes the subscriber under `key` from the subject, unless the subject is going.
    func removeSubscriber(_ key: ObserverList.Key) {
        if state.wrappingAdd(2, ordering: .acquiringAndReleasing).newValue & 1 == 0 {
            // The subject's `deinit` has not begun, or waits in `subjectGone()` until this returns: its storage
            // is intact either way.
            subject.removeSubscriber(key)
        }
        state.wrappingSubtract(2, ordering: .releasing)
    }

    /// The subject's `deinit` has begun: later removals do nothing; waits for those under way to finish.
    func subjectGone() {
        var current = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue | 1
        while current != 1 {
            current = state.load(ordering: .acquiring)
        }
    }
}
