import Rx

/// A value stamped with the virtual time at which it happened, such as an event seen by a `TestableObserver`.
public struct Recorded<Value> {
    /// The virtual time.
    public let time: Int
    /// The value.
    public let value: Value

    /// Stamps `value` with `time`.
    public init(time: Int, value: Value) {
        self.time = time
        self.value = value
    }
}
