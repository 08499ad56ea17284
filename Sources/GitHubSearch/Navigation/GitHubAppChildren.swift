import RxMVC

/// The app's two children, each declared once: the search (at `\.search`, wrapped in `.search`) and the stack of
/// screens pushed over it (at `\.path`, each screen's events in `.screen(id:event:)`, the stack's actions in
/// `.path`). `GitHubAppModel`, `GitHubAppController.composed` and the terminal's `GitHubAppView` take their parts
/// from these slots; the compiler checks each part's types against them.
public enum GitHubAppChildren {
    public typealias Slot<State, Event, Action> = ChildSlot<
        GitHubAppState, GitHubAppEvent, GitHubAppAction, State, Event, Action
    >
    public typealias Stack<Screen, Event, Action> = ChildStackSlot<
        GitHubAppState, GitHubAppEvent, GitHubAppAction, Screen, Event, Action
    >

    /// The search screen at the bottom of the stack.
    public static var search: Slot<GitHubSearchState, GitHubSearchEvent, GitHubSearchAction> {
        ChildSlot(\.search, event: GitHubAppEvent.search, action: GitHubAppAction.search)
    }

    /// The screens pushed over the search (a repository's detail, an owner's repositories).
    public static var path: Stack<GitHubScreen, GitHubScreenEvent, GitHubScreenAction> {
        ChildStackSlot(\.path, event: GitHubAppEvent.screen, action: GitHubAppAction.path)
    }
}
