import RxMVC

/// What the user did anywhere in the app: the input of the composed controller, and what a session records.
public enum GitHubAppEvent: Equatable, Sendable, Codable {
    /// Something on the search screen.
    case search(GitHubSearchEvent)
    /// Enter on a repository in a list (the search's or an owner's): its detail is pushed.
    case repositorySelected(Repository)
    /// Esc: back to the screen beneath, or out of the app from the search.
    case back
    /// Something on the pushed screen with id `id`.
    case screen(id: StackElementID, event: GitHubScreenEvent)
}
