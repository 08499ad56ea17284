/// Runs work on the current thread: at once when nothing else is running there, otherwise queued behind the
/// work in progress (a trampoline), so recursion becomes iteration.
///
/// The default scheduler of `of`, `from`, `range` and friends.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on this thread, so scheduled work would run at once.
    public static var isScheduleRequired: Bool {
        Trampoline.withCurrent { !$0.isRunning }
    }

    /// Runs `action` now when the thread is idle, or queues it behind the current work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Trampoline.withCurrent { trampoline in
            if trampoline.isRunning {
                let item = ScheduledTrampolineItem(state: state, action: action)
                trampoline.enqueue(item)
                return item
            }
            return trampoline.runActivated { action(state) }
        }
    }
}
