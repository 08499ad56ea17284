/// The ticks at which an observer subscribed to a `TestableObservable` and unsubscribed from it.
///
/// `unsubscribe` is `Int.max` while the subscription is still active. Compare with
/// `XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])`.
public struct Subscription: Hashable, Sendable {
    /// The tick of the subscription.
    public let subscribe: Int
    /// The tick of the unsubscription, or `Int.max` when still subscribed.
    public let unsubscribe: Int

    /// A subscription made at `subscribe` that is still active.
    ///
    /// - Parameter subscribe: The tick of the subscription.
    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: The tick of the subscription.
    ///   - unsubscribe: The tick of the unsubscription.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

extension Subscription: CustomDebugStringConvertible, CustomStringConvertible {
    /// `(200: 250)`, or `(200: Infinity)` while still subscribed.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }

    /// Same as `debugDescription`.
    public var description: String { debugDescription }
}
