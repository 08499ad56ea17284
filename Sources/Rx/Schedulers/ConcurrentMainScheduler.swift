import Dispatch
import Foundation

/// Runs work on the main thread: at once when called there, otherwise dispatched to the main queue.
///
/// The scheduler for `subscribe(on:)` to the main thread; for `observe(on:)` use `MainScheduler`. Delayed and
/// periodic work go through `MainScheduler.instance`.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// Time intervals of this scheduler.
    public typealias TimeInterval = Foundation.TimeInterval
    /// Absolute times of this scheduler.
    public typealias Time = Date

    private let mainScheduler: MainScheduler
    private let mainQueue: DispatchQueue

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
        mainQueue = .main
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: .instance)

    /// The current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs `action(state)` now when on the main queue, otherwise on the main queue as soon as it can.
    ///
    /// - Returns: A disposable that cancels the work if it has not started, or disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain {
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
        }
        return cancel
    }

    /// Runs `action(state)` on the main queue after `dueTime`.
    ///
    /// - Returns: A disposable that cancels the timer, or disposes what the action returned.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`, threading the state through.
    ///
    /// - Returns: A disposable that cancels the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
