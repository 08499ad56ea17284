import RxMVC

/// The whole app: the search underneath and the screens pushed over it.
public struct GitHubAppState: Equatable, Sendable {
    /// The search screen, always at the bottom.
    public var search: GitHubSearchState
    /// The screens over it, the last one shown; empty when the search is shown.
    public var path: NavigationStack<GitHubScreen>
    /// The user left the app (Esc on the search).
    public var isFinished = false

    /// The search with nothing pushed.
    public init(
        search: GitHubSearchState = GitHubSearchState(), path: NavigationStack<GitHubScreen> = NavigationStack()
    ) {
        self.search = search
        self.path = path
    }
}
