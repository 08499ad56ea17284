/// A stack of screens kept in the state: the last one is on top and shown, the others wait beneath it.
///
/// Each push gets a fresh `StackElementID` (deterministic: counted from 0), which the controller and view use to
/// run and bind each screen until it is popped. Change it in `reduce` with the `StackAction`s, or directly.
public struct NavigationStack<Screen> {
    /// One screen on the stack and its id.
    public struct Element {
        /// The screen's id, fixed at push.
        public let id: StackElementID
        /// The screen's state.
        public var screen: Screen
    }

    /// The screens, bottom first.
    public private(set) var elements: [Element] = []
    private var nextID = 0

    /// A stack holding `screens`, the last on top.
    public init(_ screens: [Screen] = []) {
        for screen in screens {
            push(screen)
        }
    }

    /// The screen on top, which the user sees; `nil` when the stack is empty.
    public var top: Element? {
        elements.last
    }

    /// The ids of the screens, bottom first.
    public var ids: [StackElementID] {
        elements.map(\.id)
    }

    /// How many screens are on the stack.
    public var count: Int {
        elements.count
    }

    /// `true` when no screen is on the stack.
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Puts `screen` on top.
    /// - Returns: The new screen's id.
    @discardableResult
    public mutating func push(_ screen: Screen) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        elements.append(Element(id: id, screen: screen))
        return id
    }

    /// Removes the top screen, if any.
    /// - Returns: The removed screen.
    @discardableResult
    public mutating func pop() -> Element? {
        elements.popLast()
    }

    /// Removes every screen above `id`, which becomes the top; does nothing when `id` is not on the stack.
    public mutating func pop(to id: StackElementID) {
        guard let index = elements.firstIndex(where: { $0.id == id }) else { return }
        elements.removeSubrange((index + 1)...)
    }

    /// Removes every screen.
    public mutating func removeAll() {
        elements.removeAll()
    }

    /// The screen with `id`, or `nil` once it has been popped; setting changes it in place (setting `nil` does
    /// nothing: pop to remove screens).
    public subscript(id id: StackElementID) -> Screen? {
        get { elements.first { $0.id == id }?.screen }
        set {
            guard let newValue, let index = elements.firstIndex(where: { $0.id == id }) else { return }
            elements[index].screen = newValue
        }
    }
}

extension NavigationStack.Element: Equatable where Screen: Equatable {}
extension NavigationStack.Element: Sendable where Screen: Sendable {}
extension NavigationStack: Equatable where Screen: Equatable {}
extension NavigationStack: Sendable where Screen: Sendable {}
