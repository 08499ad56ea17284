/// A value stamped with the virtual tick at which it happened, such as an event seen by a `TestableObserver`.
///
/// Arrays of recorded events are usually written with the builders: `[.next(210, 2), .completed(250)]`.
public struct Recorded<Value> {
    /// The tick at which the value happened.
    public let time: TestTime
    /// The value.
    public let value: Value

    /// Stamps `value` with `time`.
    ///
    /// - Parameters:
    ///   - time: The tick.
    ///   - value: The value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: CustomDebugStringConvertible {
    /// `next(2) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
