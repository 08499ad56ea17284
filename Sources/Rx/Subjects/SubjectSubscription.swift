/// A subscription source that can remove a subscriber by key (`share`'s connection).
protocol SubscriberRemoving: AnyObject {
    /// Removes the subscriber registered under `key`.
    func removeSubscriber(_ key: ObserverList.Key)
}

/// A subscriber's registration in a subject; disposing it removes the subscriber (again: nothing, as keys are
/// never reused).
///
/// A value of two words, as RxSwift's is a value: it fits in a `Disposable`'s inline storage, so subscribing to a
/// subject allocates nothing for it. It reaches the subject's `SubjectCore` (its lock and subscribers), not the
/// subject: a subscriber never disposed must not keep the subject (and so itself, through the subject's observer
/// list) alive after everyone else has let the subject go, as in RxSwift.
struct SubjectSubscription: Disposable, Sendable {
    private let core: SubjectCore
    private let key: ObserverList.Key

    init(core: SubjectCore, key: ObserverList.Key) {
        self.core = core
        self.key = key
    }

    func dispose() {
        core.removeSubscriber(key)
    }
}
