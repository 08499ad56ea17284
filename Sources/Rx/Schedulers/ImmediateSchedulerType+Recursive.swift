extension ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; calling `recurse` from inside schedules it again with a new state.
    ///
    /// Disposing the result cancels the pending run and every later one.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveScheduler<State, Void>(
            action: { state, recurse in
                action(state) { recurse($0, ()) }
            },
            schedule: { state, _, work in
                self.schedule(state, action: work)
            })
        recursive.schedule(state, after: ())
        return Disposables.create(with: recursive.dispose)
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; calling `recurse` schedules it again after the given interval.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveScheduler<State, RxTimeInterval>(
            action: action,
            schedule: { state, dueTime, work in
                self.scheduleRelative(state, dueTime: dueTime, action: work)
            })
        recursive.schedule(state, after: dueTime)
        return Disposables.create(with: recursive.dispose)
    }
}

/// Runs an action that reschedules itself; tracks every pending run so that disposing cancels them all.
///
/// `Delay` is what a run is scheduled after: `Void` on an immediate scheduler, an interval on a timed one.
final class RecursiveScheduler<State, Delay>: @unchecked Sendable { // Sendable: state guarded by `lock`.
    typealias Work = (State) -> Disposable

    private let lock = RxLock(recursive: true)
    private var action: ((State, (State, Delay) -> Void) -> Void)?
    private let scheduleWork: (State, Delay, @escaping Work) -> Disposable
    private var pending = Bag<Disposable>()
    private var disposed = false

    init(
        action: @escaping (State, (State, Delay) -> Void) -> Void,
        schedule: @escaping (State, Delay, @escaping Work) -> Disposable
    ) {
        self.action = action
        scheduleWork = schedule
    }

    func schedule(_ state: State, after delay: Delay) {
        var key: Bag<Disposable>.Key?
        var ranSynchronously = false
        let disposable = scheduleWork(state, delay) { state -> Disposable in
            self.lock.lock()
            if let key {
                self.pending.remove(key)
            } else {
                ranSynchronously = true
            }
            let action = self.disposed ? nil : self.action
            self.lock.unlock()
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.lock()
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        if !ranSynchronously {
            key = pending.insert(disposable)
        }
        lock.unlock()
    }

    func dispose() {
        let taken: Bag<Disposable> = lock.withLock {
            disposed = true
            action = nil
            defer { pending.removeAll() }
            return pending
        }
        taken.elements.forEach { $0.dispose() }
    }
}

/// The default `schedulePeriodic`: reschedules itself every `period`.
///
/// Ticks never overlap, even on a concurrent scheduler: a tick that comes due while the action is still running
/// is only counted, and the running tick runs the action once more for each counted tick before it returns, so
/// `state` is only ever touched by one thread at a time and no tick is lost.
// Sendable: `pendingTicks`/`disposed` guarded by `lock`; `state` only touched by the tick that took `pendingTicks` from 0 to 1.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let lock = RxLock()
    private var pendingTicks = 0
    private var disposed = false

    init(
        scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (State) -> State, state: State
    ) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        let ticks = scheduler.scheduleRecursive((), dueTime: startAfter) { _, recurse in
            recurse((), self.period)
            self.tick()
        }
        return Disposables.create {
            self.lock.withLock { self.disposed = true }
            ticks.dispose()
        }
    }

    /// Runs the action, or counts the tick when another tick is running it.
    private func tick() {
        let runsAction: Bool = lock.withLock {
            pendingTicks += 1
            return pendingTicks == 1
        }
        guard runsAction else { return }
        var more = true
        while more {
            if lock.withLock({ disposed }) {
                lock.withLock { pendingTicks = 0 }
                return
            }
            state = action(state)
            more = lock.withLock {
                pendingTicks -= 1
                return pendingTicks > 0
            }
        }
    }
}
