/// What every subject keeps besides its elements: its subscribers, whether it stopped or was disposed, the handle
/// its subscriptions hold, and the order of its replays. One value per subject, reached only under the subject's
/// lock; its methods say what to do and the subject does it after unlocking (no observer runs under the lock).
///
/// Not generic: a subject's per-event path never asks the runtime for generic metadata through it.
struct SubjectState {
    /// The subscribers, in subscription order.
    private(set) var observers = ObserverList()
    /// A terminal event was sent, or the subject was disposed: nothing more is broadcast.
    private(set) var isStopped = false
    /// `dispose()` was called: subscribing fails with `RxError.disposed`.
    private(set) var isDisposed = false
    /// Made on the first subscription; what its subscriptions hold instead of the subject.
    private var handle: SubjectHandle?
    /// Orders each new subscriber's replay with live events (`BehaviorSubject`, `ReplaySubject`).
    var replayOrder = ReplayOrder()

    /// Adds a subscriber of `owner` and returns its subscription.
    mutating func subscribe(_ observer: AnyObject, of owner: SubscriberRemoving) -> SubjectSubscription {
        let key = observers.insert(observer)
        if let handle {
            return SubjectSubscription(handle: handle, key: key)
        }
        let handle = SubjectHandle(owner)
        self.handle = handle
        return SubjectSubscription(handle: handle, key: key)
    }

    /// Removes the subscriber under `key` (nothing when it is gone already).
    mutating func unsubscribe(_ key: ObserverList.Key) {
        observers.remove(key)
    }

    /// Marks the subject stopped and hands over the subscribers to send the terminal event to; `nil` when it had
    /// stopped already. The terminal event may have to wait behind a replay (`replayOrder.queues`).
    mutating func stop() -> ContiguousArray<AnyObject?>? {
        guard !isStopped else { return nil }
        isStopped = true
        let snapshot = observers.nodes
        observers.removeAll()
        return snapshot
    }

    /// Marks the subject disposed: stopped, no subscribers, nothing queued.
    mutating func dispose() {
        isDisposed = true
        isStopped = true
        observers.removeAll()
        replayOrder.removeAll()
    }
}

/// A subject whose state is a `SubjectState` under its `lock`: it removes a subscriber under the lock.
protocol StatefulSubject: SubscriberRemoving {
    /// The lock that guards `state` (and the subject's elements).
    var lock: RxLock { get }
    /// The subject's state; only touched under `lock`.
    var state: SubjectState { get set }
}

extension StatefulSubject {
    func removeSubscriber(_ key: ObserverList.Key) {
        lock.withLock { state.unsubscribe(key) }
    }
}
