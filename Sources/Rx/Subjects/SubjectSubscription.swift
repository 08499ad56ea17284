/// A subject (or relay) that can remove a subscriber by key.
protocol SubscriberRemoving: AnyObject {
    /// Removes the subscriber registered under `key`.
    func removeSubscriber(_ key: ObserverList.Key)
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

/// What a subject's subscriptions hold instead of the subject: a weak reference to it, one per subject (made on
/// its first subscription) instead of one per subscription. A value holding a weak reference cannot live in a
/// `Disposable`'s inline storage (weak references are not bitwise movable), so each subscription would allocate
/// a box for it; this class can be shared.
final class SubjectHandle: @unchecked Sendable {
    // Sendable: a weak reference may be read from any thread; it is written only in `init`.
    private weak var subject: SubscriberRemoving?

    init(_ subject: SubscriberRemoving) {
        self.subject = subject
    }

    /// Removes the subscriber under `key` from the subject, if the subject is still alive.
    func removeSubscriber(_ key: ObserverList.Key) {
        subject?.removeSubscriber(key)
    }
}
