/// What can happen to a navigation stack: the parent's action case for its stack carries these.
public enum StackAction<Screen, ScreenAction> {
    /// Puts a screen on top.
    case push(Screen)
    /// Removes the top screen.
    case pop
    /// Removes every screen above the given one.
    case popTo(StackElementID)
    /// An action of the screen with the given id.
    case element(id: StackElementID, action: ScreenAction)
}

extension StackAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension StackAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}
