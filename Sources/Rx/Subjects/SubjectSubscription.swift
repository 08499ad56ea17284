/// A subject (or relay) that can remove a subscriber by key.
protocol SubscriberRemoving: AnyObject {
    /// Removes the subscriber registered under `key`.
    func removeSubscriber(_ key: ObserverList.Key)
}

/// A subscriber's registration in a subject; disposing it removes the subscriber, once.
///
/// It holds the subject weakly, as RxSwift does: a subscriber never disposed must not keep the subject (and so
/// itself, through the subject's observer list) alive after everyone else has let the subject go.
// Sendable: `owner` is taken by the one caller that flips `disposed`.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    @exclusivity(unchecked) private var disposed = RxAtomic<Bool>(false)
    private let key: ObserverList.Key
    private weak var owner: SubscriberRemoving?

    init(owner: SubscriberRemoving, key: ObserverList.Key) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing), let owner = owner.take() {
            owner.removeSubscriber(key)
        }
    }
}
