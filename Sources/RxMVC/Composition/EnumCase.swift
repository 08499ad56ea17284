/// One case of an enum, as a pair of functions: `embed` builds the case from its payload, `extract` reads the
/// payload back when the value is that case.
///
/// A parent feature's events and actions have one case per child (`case search(SearchAction)`); an `EnumCase` names
/// that case so the child's controller, model and view can be plugged into the parent without knowing it:
///
///     let search = EnumCase<AppAction, SearchAction>(embed: AppAction.search) {
///         if case .search(let action) = $0 { return action } else { return nil }
///     }
public struct EnumCase<Root, Value> {
    /// Builds the case from its payload.
    public let embed: (Value) -> Root
    /// The payload when `root` is this case, otherwise `nil`.
    public let extract: (Root) -> Value?

    /// The case built by `embed` and read back by `extract`.
    ///
    /// - Parameters:
    ///   - embed: Builds the case, usually the case itself (`AppAction.search`).
    ///   - extract: Reads the payload with `if case`.
    public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}

extension EnumCase where Root == Value {
    /// The whole value as its own case: embeds and extracts unchanged.
    public static var identity: EnumCase<Root, Root> {
        EnumCase(embed: { $0 }, extract: { $0 })
    }
}
