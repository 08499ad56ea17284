/// The receiver of an operator's timer: fired with the tag the timer was started with.
protocol OperatorTimerTarget: AnyObject {
    /// Called on the scheduler when the timer started with `tag` is due (unless it was disposed first).
    func timerFired(_ tag: Int)
}

/// A scheduler that runs an operator's timer without a closure per timer (virtual-time schedulers).
protocol OperatorTimerScheduling: AnyObject {
    /// Schedules `target.timerFired(tag)` after `dueTime`, exactly as `scheduleRelative` would schedule an action
    /// (same due time, same order among work due at the same time); `target` is held weakly.
    func scheduleTimer(_ target: OperatorTimerTarget, tag: Int, dueTime: RxTimeInterval) -> Disposable
}

/// How a time operator starts its timers on its scheduler.
///
/// On a scheduler that implements `OperatorTimerScheduling` a timer is one scheduled item and nothing else; on any
/// other scheduler it is `scheduleRelative` with a closure holding the target weakly, as before. The check is made
/// once, when the operator's sink is created.
struct OperatorTimer {
    let scheduler: SchedulerType
    private let direct: OperatorTimerScheduling?

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
        direct = scheduler as? OperatorTimerScheduling
    }

    /// Calls `target.timerFired(tag)` after `dueTime`, unless the returned disposable is disposed first.
    func start(_ target: OperatorTimerTarget, tag: Int, dueTime: RxTimeInterval) -> Disposable {
        if let direct {
            return direct.scheduleTimer(target, tag: tag, dueTime: dueTime)
        }
        return scheduler.scheduleRelative(tag, dueTime: dueTime) { [weak target] tag in
            target?.timerFired(tag)
            return Disposables.create()
        }
    }
}

/// A time operator's one pending timer, and whether the operator was disposed; kept under the operator's lock.
///
/// Once closed (the operator disposed), a timer handed to `keep` is disposed at once instead of kept.
struct PendingOperatorTimer {
    private var timer: Disposable?
    /// `true` once `close()` was called.
    private(set) var isClosed = false

    /// The pending timer, no longer kept, for the caller to dispose.
    mutating func take() -> Disposable? {
        let taken = timer
        timer = nil
        return taken
    }

    /// Keeps `next` as the pending timer, or disposes it when closed.
    mutating func keep(_ next: Disposable) {
        if isClosed {
            next.dispose()
        } else {
            timer = next
        }
    }

    /// Closes the slot and hands over the pending timer, for the caller to dispose (outside its lock).
    mutating func close() -> Disposable? {
        isClosed = true
        return take()
    }
}
