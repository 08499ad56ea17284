/// What happened on a pushed screen.
public enum GitHubScreenAction: Equatable, Sendable {
    /// The repository's page was handed to the opener, with this outcome.
    case openAttempted(URLOpenOutcome)
    /// The user asked for the repositories of `login` (the detail tells its parent, which pushes the list).
    case ownerRequested(login: String)
}
