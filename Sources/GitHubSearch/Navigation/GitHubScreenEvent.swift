/// What the user did on a pushed screen.
public enum GitHubScreenEvent: Equatable, Sendable, Codable {
    /// Enter or `o` on the detail: open the repository in the browser.
    case openInBrowser
    /// `u` on the detail: show the owner's repositories.
    case ownerRequested
}
