import Rx

/// A one-shot output kept in state — a toast, an alert — that fires once per assignment and never replays.
///
/// Declare it in the state with `@Pulse var toast: String? = nil`, assign it in `reduce` to fire it, and bind it
/// with `stateStream.pulse(\.$toast)`: each assignment is delivered once to the subscribers that are already there,
/// even when the value repeats, and a subscriber that arrives later does not see it again.
@propertyWrapper
public struct Pulse<Value> {
    /// The latest value.
    public var value: Value
    /// How many times the value has been assigned; identifies each firing.
    public private(set) var valueUpdatedCount: UInt = 0

    /// A pulse holding `wrappedValue`, not yet fired.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value; assigning fires the pulse.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valueUpdatedCount &+= 1
        }
    }

    /// The pulse itself, for `pulse(_:)`.
    public var projectedValue: Pulse<Value> {
        self
    }
}

extension Pulse: Sendable where Value: Sendable {}

extension Pulse: Equatable where Value: Equatable {}

extension ObservableType {
    /// The firings of the pulse at `keyPath` that happen after subscription; the current one is not replayed.
    ///
    ///     states:  (s0)--(s1: toast "a")--(s2)--(s3: toast "a")--
    ///     pulse:   ------"a"-------------------"a"--------------
    public func pulse<Value>(_ keyPath: KeyPath<Element, Pulse<Value>>) -> Observable<Value> {
        map { $0[keyPath: keyPath] }
            .distinctUntilChanged { $0.valueUpdatedCount == $1.valueUpdatedCount }
            .skip(1)
            .map { $0.value }
    }
}
