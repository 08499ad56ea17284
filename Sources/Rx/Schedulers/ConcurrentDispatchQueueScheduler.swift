import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several items at once.
///
/// Use it for `subscribe(on:)` of independent background work; for serial delivery use
/// `SerialDispatchQueueScheduler`. Delayed and periodic work use dispatch timers, cancelled on dispose.
// Sendable: immutable after init (no lock needed).
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// Time intervals of this scheduler.
    public typealias TimeInterval = Foundation.TimeInterval
    /// Absolute times of this scheduler.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// A scheduler that runs work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue to run work on.
    ///   - leeway: How much later than asked the system may fire timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on a new concurrent queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the new queue.
    ///   - leeway: How much later than asked the system may fire timers.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(label: "rx.queue.\(qos.qosClass)", qos: qos, attributes: .concurrent),
            leeway: leeway)
    }

    /// Runs `action(state)` on the queue.
    ///
    /// - Returns: A disposable that cancels the work if it has not started, or disposes what it returned.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Runs `action(state)` on the queue after `dueTime`.
    ///
    /// - Returns: A disposable that cancels the timer, or disposes what the action returned.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, threading the state through.
    ///
    /// Ticks never overlap, even on a concurrent queue.
    /// - Returns: A disposable that cancels the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
