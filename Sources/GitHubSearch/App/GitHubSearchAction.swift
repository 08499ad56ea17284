import Foundation

/// What happened, as `GitHubSearchController` reports it to `GitHubSearchModel`.
///
/// Named after facts (`searchStarted`, `repositoriesLoaded`), never after commands; each carries what the model
/// needs to tell a current answer from a stale one.
public enum GitHubSearchAction: Equatable, Sendable {
    /// The trimmed query changed to a non-empty text; a search follows once typing settles.
    case queryChanged(String)
    /// The query became empty: the results are cleared.
    case queryCleared
    /// The request for `query` was sent.
    case searchStarted(String)
    /// The first page for `query` arrived.
    case repositoriesLoaded(RepositoryPage, query: String)
    /// The request for `query` failed; the results shown before stay.
    case searchFailed(GitHubAPIError, query: String)
    /// The request for the next page at `url` was sent.
    case nextPageStarted(URL)
    /// The next page that `url` pointed to arrived.
    case nextPageLoaded(RepositoryPage, from: URL)
    /// The next page at `url` failed to load.
    case nextPageFailed(GitHubAPIError, from: URL)
    /// `failure`, worded as `message`, is to be shown as a toast (at most one a second); the model shows it only
    /// while the state shows that failure, so a failure it ignored (a stale page) raises no toast.
    case errorToastRaised(String, for: GitHubAPIError)
    /// The login typed in user mode changed (trimmed).
    case loginChanged(String)
    /// The mode switched (repositories ↔ user).
    case modeToggled
    /// Enter was pressed with no row of the text on screen to open: while the text's results are awaited, their
    /// first row opens when they arrive.
    case firstResultRequested
    /// Esc withdrew the Enter pressed while the results were awaited: nothing opens when they arrive.
    case firstResultRequestCancelled
    /// `url` was handed to the system's opener.
    case repositoryOpened(URL)
    /// No opener exists on this system; the URL should be shown instead.
    case openerUnavailable(URL)
    /// The opener ran and failed.
    case openFailed(URL, reason: String)
    /// `url` is not an https://github.com page, so it was not opened.
    case openRefused(URL)
}

extension GitHubSearchAction {
    /// The failure this action reports, if any.
    var failure: GitHubAPIError? {
        switch self {
        case .searchFailed(let error, _), .nextPageFailed(let error, _): return error
        default: return nil
        }
    }
}
