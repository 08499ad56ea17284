extension ImmediateSchedulerType {
    /// Schedules `action` to run with `state`; calling `recurse` from inside schedules it again with a new state.
    ///
    /// Disposing the result cancels the pending run and every later one.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}

extension SchedulerType {
    /// Schedules `action` after `dueTime`; calling `recurse` schedules it again after the given interval.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveDelayedScheduler(action: action, scheduler: self)
        recursive.schedule(state, dueTime: dueTime)
        return Disposables.create(with: recursive.dispose)
    }
}

/// Runs an action that reschedules itself on an immediate scheduler; tracks every pending run for disposal.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = RxLock(recursive: true)
    private var action: ((State, (State) -> Void) -> Void)?
    private let scheduler: ImmediateSchedulerType
    private var pending = Bag<Disposable>()
    private var disposed = false

    init(action: @escaping (State, (State) -> Void) -> Void, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var key: Bag<Disposable>.Key?
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { state -> Disposable in
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

/// Runs an action that reschedules itself after a delay; tracks every pending run for disposal.
final class RecursiveDelayedScheduler<State>: @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = RxLock(recursive: true)
    private var action: ((State, (State, RxTimeInterval) -> Void) -> Void)?
    private let scheduler: SchedulerType
    private var pending = Bag<Disposable>()
    private var disposed = false

    init(action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void, scheduler: SchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State, dueTime: RxTimeInterval) {
        var key: Bag<Disposable>.Key?
        var ranSynchronously = false
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
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
final class SchedulePeriodicRecursive<State>: @unchecked Sendable { // Sendable: `state` is only touched by the serialized tick chain.
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval,
         action: @escaping (State) -> State, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive((), dueTime: startAfter) { _, recurse in
            recurse((), self.period)
            self.state = self.action(self.state)
        }
    }
}
