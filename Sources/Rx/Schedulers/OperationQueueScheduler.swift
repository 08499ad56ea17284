import Dispatch
import Foundation

/// Runs work as operations on an `OperationQueue`, with the given priority.
///
/// Use it to bound concurrency with `maxConcurrentOperationCount`. Beyond RxSwift, where it is only an
/// `ImmediateSchedulerType`: delayed and periodic work wait on a dispatch timer, then run as operations too.
// Sendable: immutable after init; `OperationQueue` is thread-safe.
public class OperationQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The queue operations are added to.
    public let operationQueue: OperationQueue
    /// The priority of every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    private let timerQueue = DispatchQueue(label: "rx.operation_queue_scheduler.timer")

    /// A scheduler that adds operations to `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue to run work on.
    ///   - queuePriority: The priority of the operations.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Adds an operation that runs `action(state)`.
    ///
    /// - Returns: A disposable that cancels the work if it has not started, or disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }

    /// Adds an operation that runs `action(state)` once `dueTime` has passed.
    ///
    /// - Returns: A disposable that cancels the timer or the operation, or disposes what the action returned.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let timers = DispatchQueueConfiguration(queue: timerQueue, leeway: .nanoseconds(0))
        // The timer item keeps the operation's disposable and disposes it with itself.
        return timers.scheduleRelative(state, dueTime: dueTime) { state in self.schedule(state, action: action) }
    }

    /// Runs `action` after `startAfter`, then every `period`, each run as an operation; runs never overlap and
    /// a tick that comes while the previous run is still waiting or running is skipped.
    ///
    /// - Returns: A disposable that cancels the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = OperationPeriodicState(state: state, action: action)
        let timers = DispatchQueueConfiguration(queue: timerQueue, leeway: .nanoseconds(0))
        let timer = timers.schedulePeriodic((), startAfter: startAfter, period: period) { _ in
            if periodic.begin() {
                _ = self.schedule(()) { _ in
                    periodic.run()
                    return Disposables.create()
                }
            }
        }
        return Disposables.create(timer, periodic)
    }
}

/// The state of `OperationQueueScheduler.schedulePeriodic`: at most one run in flight at a time.
// Sendable: state guarded by `lock`.
private final class OperationPeriodicState<State>: Disposable, @unchecked Sendable {
    private let lock = RxLock()
    private var state: State
    private var action: ((State) -> State)?
    private var running = false

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    /// `true` when a run may start now; the caller must then call `run()`.
    func begin() -> Bool {
        lock.withLock {
            guard action != nil, !running else { return false }
            running = true
            return true
        }
    }

    func run() {
        let (state, action) = lock.withLock { (self.state, self.action) }
        guard let action else { return }
        let next = action(state)
        lock.withLock {
            self.state = next
            running = false
        }
    }

    func dispose() {
        lock.withLock { action = nil }
    }
}
