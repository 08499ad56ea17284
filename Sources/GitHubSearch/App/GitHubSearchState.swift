import Foundation
import RxMVC

/// Everything the search screen shows, as `GitHubSearchModel` folds it from actions.
public struct GitHubSearchState: Equatable, Sendable {
    /// What the text means.
    public var mode: SearchMode = .repositories
    /// The trimmed login typed in user mode (kept while searching, shown again on the way back); empty at first.
    public var login = ""
    /// The trimmed query; `nil` when the field is empty.
    public var query: String?
    /// The query whose results are shown; `nil` when none are.
    public var resultsQuery: String?
    /// The results shown (first page plus any loaded next pages).
    public var repositories: [Repository] = []
    /// How many repositories match in all, as GitHub counted them.
    public var totalCount: Int?
    /// `true` when GitHub stopped searching early, so matches may be missing.
    public var incompleteResults = false
    /// The next page of the shown results; `nil` on the last page.
    public var nextPageURL: URL?
    /// The next pages loaded for the shown results, in order: a link to one of them is not followed again.
    public var loadedPageURLs: [URL] = []
    /// A search request is in flight (the spinner runs).
    public var isLoading = false
    /// A next-page request is in flight (the list's footer shows it).
    public var isLoadingMore = false
    /// The last failure, until a request succeeds.
    public var error: GitHubAPIError?
    /// A line for the status bar about the last open: the URL to copy when no opener exists, or why it failed.
    public var openMessage: String?
    /// The query whose first result opens when its results arrive: Enter was pressed while they were awaited.
    /// `nil` when nothing is to open; dropped when the text or the mode changes, on Esc, and when the search fails
    /// or finds nothing.
    public var pendingOpen: String?
    /// A one-shot message for the toast; fired at most once a second by the controller.
    @Pulse public var toast: String? = nil

    /// The empty screen.
    public init(mode: SearchMode = .repositories) {
        self.mode = mode
    }

    /// `true` from a query's change until its results (or its failure) come: while typing settles and while the
    /// request is in flight.
    public var isAwaitingResults: Bool {
        guard query != nil else { return false }
        return isLoading || (query != resultsQuery && error == nil)
    }

    /// The status bar's summary: what is going on, how many results, and whether they are incomplete. "Searching"
    /// shows from the keystroke on, not only once the request is sent: the screen is never blank while it waits.
    ///
    /// The count is `matchCount`: never fewer than the rows listed, and a negative `totalCount` is said to be
    /// unknown ("30 shown, total unknown").
    public var summary: String {
        if isAwaitingResults, let query {
            if pendingOpen == query { return "Opening the first result for \u{201C}\(query)\u{201D} when it arrives…" }
            return "Searching \u{201C}\(query)\u{201D}…"
        }
        guard totalCount != nil else { return query == nil ? "Type to search GitHub repositories" : "" }
        let incomplete = incompleteResults ? " — incomplete: GitHub timed out, some matches may be missing" : ""
        guard let total = matchCount else {
            return "\(Self.grouped(repositories.count)) shown, total unknown" + incomplete
        }
        let count = total == 1 ? "1 repository" : "\(Self.grouped(total)) repositories"
        let shown = repositories.count < total ? " (\(repositories.count) shown)" : ""
        return count + shown + incomplete
    }

    /// How many repositories match, as the app shows it: `totalCount`, but never fewer than the rows listed; `nil`
    /// when there is no count or the server's is negative (not a count).
    public var matchCount: Int? {
        Self.matchCount(total: totalCount, listed: repositories.count)
    }

    /// `total` as a count of matches when `listed` repositories are in hand: at least `listed` (a server saying 0
    /// or 3 above 30 rows is wrong); `nil` when `total` is `nil` or negative.
    public static func matchCount(total: Int?, listed: Int) -> Int? {
        guard let total, total >= 0 else { return nil }
        return max(total, listed)
    }

    /// `1234567` as `1,234,567`, the same in every locale.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
