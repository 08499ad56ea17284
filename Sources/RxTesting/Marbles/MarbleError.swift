/// The error a `#` in a marble string stands for when the `errors` map has no entry for `#`.
///
/// Two `MarbleError`s with the same message are equal, also as events: `.error(300, MarbleError())`.
public struct MarbleError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What the error says.
    public let message: String

    /// An error with `message` (by default, "marble error").
    ///
    /// - Parameter message: The text of the error.
    public init(_ message: String = "marble error") {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
