/// Identifies one screen pushed on a `NavigationStack`; ids are never reused within a stack.
public struct StackElementID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible
{
    /// The number of the push that created the screen, counted from 0 within its stack.
    public let rawValue: Int

    /// The id with number `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders ids by push.
    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#n`.
    public var description: String {
        "#\(rawValue)"
    }

    /// The id as Swift source, `StackElementID(rawValue: 2)` (so `explore`'s reproductions compile).
    public var debugDescription: String {
        "StackElementID(rawValue: \(rawValue))"
    }
}
