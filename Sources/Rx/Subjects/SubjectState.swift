/// What every subject keeps besides its elements: its subscribers, whether it stopped or was disposed, and the order
/// of its replays. One value per subject, reached only under the subject's
/// lock; its methods say what to do and the subject does it after unlocking (no observer runs under the lock).
///
/// The methods that change the subscribers are called by `SubjectCore` only, inside its `changeObservers`: a
/// subject may be delivering from the subscribers' storage without its lock (see `SubjectCore`).
///
/// Not generic: a subject's per-event path never asks the runtime for generic metadata through it.
struct SubjectState {
    /// The subscribers, in subscription order.
    private(set) var observers = ObserverList()
    /// A terminal event was sent, or the subject was disposed: nothing more is broadcast.
    private(set) var isStopped = false
    /// `dispose()` was called: subscribing fails with `RxError.disposed`.
    private(set) var isDisposed = false
    /// Orders each new subscriber's replay with live events (`BehaviorSubject`, `ReplaySubject`).
    var replayOrder = ReplayOrder()

    /// Adds a subscriber and returns its key.
    mutating func subscribe(_ observer: AnyObject) -> ObserverList.Key {
        observers.insert(observer)
    }

    /// Removes the subscriber under `key` and returns it (`nil` when it is gone already), for the caller to release
    /// after unlocking.
    mutating func unsubscribe(_ key: ObserverList.Key) -> AnyObject? {
        observers.remove(key)
    }

    /// Removes every subscriber and returns them, for the caller to release after unlocking.
    mutating func takeObservers() -> ObserverList {
        let taken = observers
        observers = ObserverList()
        return taken
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
