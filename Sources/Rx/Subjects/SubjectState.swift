/// What every subject keeps besides its elements: its subscribers, whether it stopped or was disposed, and the order
/// of its replays. One value per subject, reached only under the subject's
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
    /// Orders each new subscriber's replay with live events (`BehaviorSubject`, `ReplaySubject`).
    var replayOrder = ReplayOrder()

    /// Adds a subscriber of `owner` and returns its subscription.
    mutating func subscribe(_ observer: AnyObject, of core: SubjectCore) -> SubjectSubscription {
        SubjectSubscription(core: core, key: observers.insert(observer))
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

/// A subject's lock and state, in an object of their own: its subscriptions hold this core, not the subject, so a
/// subscriber never disposed does not keep the subject alive (as in RxSwift), and disposing a subscription never
/// touches a subject that may be going away. The subject holds its core strongly; when the subject goes, it lets
/// go of its subscribers (`subjectEnded`), which breaks the cycle between the core and the subscribers that hold
/// their subscriptions.
///
/// Not a weak reference to the subject: the first weak reference to an object gives it a side table, and every
/// retain and release of the subject then takes the runtime's slow path (about 5 % of subscribing and disposing a
/// chain on a subject).
///
/// The core is its own lock (one object and one load fewer on every event than a lock of its own).
final class SubjectCore: RxLock, @unchecked Sendable { // Sendable: `state` guarded by the lock it is.
    @exclusivity(unchecked) var state = SubjectState()

    /// Removes the subscriber under `key`, if it is still there; it is released after unlocking (its deinit may
    /// run code that disposes other subscriptions).
    func removeSubscriber(_ key: ObserverList.Key) {
        let removed = withLock { state.unsubscribe(key) }
        withExtendedLifetime(removed) {}
    }

    /// From the subject's `deinit`: lets go of the subscribers (after unlocking).
    func subjectEnded() {
        let observers = withLock { state.takeObservers() }
        withExtendedLifetime(observers) {}
    }
}
