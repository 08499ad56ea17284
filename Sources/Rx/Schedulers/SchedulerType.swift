import Dispatch
import Foundation

/// A time interval for schedulers: `.seconds(1)`, `.milliseconds(300)`, ….
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time for schedulers.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can), without a due time.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet, and disposes what `action` returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows the time and runs work after a delay or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`, threading the state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling: each run schedules the next one with `scheduleRelative`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let schedule = SchedulePeriodicRecursive(
            scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
        return schedule.start()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinity.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, saturating at `Int.max` and `Int.min`; `.never` is `Int.max`.
    var nanoseconds: Int {
        func scaled(_ value: Int, _ factor: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            return overflow ? (value < 0 ? .min : .max) : product
        }
        switch self {
        case .seconds(let value): return scaled(value, 1_000_000_000)
        case .milliseconds(let value): return scaled(value, 1_000_000)
        case .microseconds(let value): return scaled(value, 1_000)
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// Creates an interval from seconds, rounded to nanoseconds: `.never` from about 292 years on (and for NaN),
    /// `Int.min` nanoseconds for anything that far in the past.
    init(seconds: TimeInterval) {
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        if nanoseconds.isNaN || nanoseconds >= Double(Int.max) {
            self = .never
        } else if nanoseconds <= Double(Int.min) {
            self = .nanoseconds(.min)
        } else {
            self = .nanoseconds(Int(nanoseconds))
        }
    }
}

extension Date {
    /// `self` moved forward by `interval`.
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
