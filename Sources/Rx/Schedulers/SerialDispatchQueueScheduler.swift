import Dispatch
import Foundation

/// Runs work one item at a time on a private serial dispatch queue, in the order it was scheduled.
///
/// Give it a queue that may be concurrent (`init(queue:internalSerialQueueName:)`), a quality of service, or just
/// a name; it always works through its own serial queue targeting that one, so operators that rely on serial
/// delivery (`observe(on:)`, `debounce`) stay correct. Delayed and periodic work use dispatch timers, cancelled
/// when the returned disposable is disposed.
// Sendable: immutable after init (no lock needed).
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// Time intervals of this scheduler.
    public typealias TimeInterval = Foundation.TimeInterval
    /// Absolute times of this scheduler.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the serial queue.
    ///   - serialQueueConfiguration: Called once with the new queue, before any work runs, to set it up further.
    ///   - leeway: How much later than asked the system may fire timers.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue the work finally runs on; it may be concurrent.
    ///   - internalSerialQueueName: The label of the serial queue in front of `queue`.
    ///   - leeway: How much later than asked the system may fire timers.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue to target.
    ///   - internalSerialQueueName: The label of the serial queue.
    ///   - leeway: How much later than asked the system may fire timers.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(queue: .global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// Runs `action(state)` on the queue, after the work already scheduled.
    ///
    /// - Returns: A disposable that cancels the work if it has not started, or disposes what it returned.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
    {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
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
    /// - Returns: A disposable that cancels the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
