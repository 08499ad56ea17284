/// One case of an enum, as a pair of functions: `embed` builds the case from its payload, `extract` reads the
/// payload back when the value is that case.
///
/// A parent feature's events and actions have one case per child (`case search(SearchAction)`); an `EnumCase` names
/// that case so the child's controller, model and view can be plugged into the parent without knowing it. The case
/// itself is enough (`extract` is derived from it):
///
///     let search = EnumCase(AppAction.search)   // EnumCase<AppAction, SearchAction>
///
/// or, by hand, `EnumCase(embed: AppAction.search) { if case .search(let action) = $0 { action } else { nil } }`.
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

extension EnumCase {
    /// The case `embed` builds (`AppAction.search`); `extract` is derived from it: a value is this case when it is a
    /// case with the same name whose payload is a `Value`.
    ///
    /// - Complexity: `extract` reflects on the value (`Mirror`), about a microsecond: fine for events and actions,
    ///   which come at the pace of a user and the network.
    public init(_ embed: @escaping (Value) -> Root) {
        self.init(embed: embed) { root in
            guard let (name, payload) = enumCase(of: root), let value = payload as? Value,
                enumCase(of: embed(value))?.name == name
            else { return nil }
            return value
        }
    }
}

/// The case of a case with two values (`.row(id:action:)`), its payload seen as an unlabelled pair.
func pairCase<Root, First, Second>(_ embed: @escaping (First, Second) -> Root) -> EnumCase<Root, (First, Second)> {
    EnumCase<Root, (First, Second)>(embed: { embed($0.0, $0.1) }) { root in
        guard let (name, payload) = enumCase(of: root), let pair = payload as? (First, Second),
            enumCase(of: embed(pair.0, pair.1))?.name == name
        else { return nil }
        return pair
    }
}

/// The case of a case carrying an id and an event (`.row(id:event:)`, `.screen(id:event:)`), its payload labelled.
func idEventCase<Root, ID, Event>(_ embed: @escaping (ID, Event) -> Root) -> EnumCase<Root, (id: ID, event: Event)> {
    let pair = pairCase(embed)
    return EnumCase(embed: { pair.embed(($0.id, $0.event)) }) { pair.extract($0).map { (id: $0, event: $1) } }
}

/// The case of a case carrying an id and an action (`.row(id:action:)`), its payload labelled.
func idActionCase<Root, ID, Action>(_ embed: @escaping (ID, Action) -> Root) -> EnumCase<Root, (id: ID, action: Action)>
{
    let pair = pairCase(embed)
    return EnumCase(embed: { pair.embed(($0.id, $0.action)) }) { pair.extract($0).map { (id: $0, action: $1) } }
}

/// The name and payload of `value`'s case, when it is an enum case with a payload.
private func enumCase(of value: Any) -> (name: String, payload: Any)? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else { return nil }
    return (name, child.value)
}

extension EnumCase where Root == Value {
    /// The whole value as its own case: embeds and extracts unchanged.
    public static var identity: EnumCase<Root, Root> {
        EnumCase(embed: { $0 }, extract: { $0 })
    }
}
