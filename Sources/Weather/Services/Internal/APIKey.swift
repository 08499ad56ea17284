/// An API key that never prints itself: `description`, `debugDescription` and mirrors (so `dump`) say
/// `<redacted>`; only `value` holds it, for building the request.
struct APIKey: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself.
    let value: String

    init(_ value: String) {
        self.value = value
    }

    var description: String { "<redacted>" }
    var debugDescription: String { "<redacted>" }
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
