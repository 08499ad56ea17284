import RxMVC

/// What happened anywhere in the app.
public enum GitHubAppAction: Equatable, Sendable {
    /// Something happened on the search screen.
    case search(GitHubSearchAction)
    /// A screen was pushed or popped, or something happened on one.
    case path(StackAction<GitHubScreen, GitHubScreenAction>)
    /// The user left from the search screen.
    case finished
}
