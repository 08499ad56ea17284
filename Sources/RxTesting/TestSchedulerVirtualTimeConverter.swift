import Foundation
import Rx

/// The clock of `TestScheduler`: integer ticks, each standing for `resolution` seconds.
///
/// Tick `t` is the date `t * resolution` seconds after the 1970 epoch; real times and intervals are converted back
/// by dividing by `resolution` and rounding half up (`Int(value / resolution + 0.5)`). Values that do not fit an
/// `Int` (such as `.never`) saturate to `Int.max` / `Int.min`.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Absolute virtual time: a tick count.
    public typealias VirtualTimeUnit = Int

    /// A virtual duration: a number of ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        precondition(resolution > 0 && resolution.isFinite, "TestScheduler: resolution must be a positive number")
        self.resolution = resolution
    }

    /// The date of tick `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick nearest to `time`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        Self.ticks(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The duration of `virtualTimeInterval` ticks, in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        Self.ticks(timeInterval / resolution + 0.5)
    }

    /// `time` plus `offset` ticks, saturating at the ends of `Int`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        if overflow { return offset > 0 ? .max : .min }
        return sum
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }

    /// Truncates toward zero like `Int(_:)`, but saturates instead of trapping.
    private static func ticks(_ value: Double) -> Int {
        if value.isNaN { return .max }
        if value >= Double(Int.max) { return .max }
        if value <= Double(Int.min) { return .min }
        return Int(value)
    }
}
