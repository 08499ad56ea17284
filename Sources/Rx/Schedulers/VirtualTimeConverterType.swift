import Foundation

/// Describes a virtual clock for `VirtualTimeScheduler`: its time and interval units and how they map to real
/// `Date`s and `TimeInterval`s.
///
/// Implement it to drive schedulers with your own notion of time; `TestScheduler` counts integer ticks and
/// `HistoricalScheduler` uses `Date` itself.
public protocol VirtualTimeConverterType {
    /// The type of an absolute virtual time (a point on the virtual clock).
    associatedtype VirtualTimeUnit

    /// The type of a distance between two virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// The real time that `virtualTime` stands for.
    ///
    /// - Parameter virtualTime: A point on the virtual clock.
    /// - Returns: The matching `Date`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that the real `time` maps to.
    ///
    /// - Parameter time: A real point in time.
    /// - Returns: The matching virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The real duration that `virtualTimeInterval` stands for.
    ///
    /// - Parameter virtualTimeInterval: A virtual duration.
    /// - Returns: The duration in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual duration that the real `timeInterval` maps to.
    ///
    /// - Parameter timeInterval: A duration in seconds.
    /// - Returns: The matching virtual duration.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    ///
    /// - Parameters:
    ///   - time: A point on the virtual clock.
    ///   - offset: The virtual duration to add.
    /// - Returns: The later (or earlier, for a negative offset) virtual time.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times (the units need not be `Comparable`, `Date`-based clocks compare through this).
    ///
    /// - Returns: How `lhs` relates to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of `VirtualTimeConverterType.compareVirtualTime(_:_:)`.
public enum VirtualTimeComparison: Sendable {
    /// The left time comes first.
    case lessThan
    /// Both times are the same.
    case equal
    /// The left time comes later.
    case greaterThan
}

extension VirtualTimeComparison {
    var lessThen: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
    var equal: Bool { self == .equal }
}
