import Foundation
import GitHubSearch

/// When the search's failure on screen came, so the screen can word its waits as times of day counted from then
/// (`WaitWording.timeOfDay`): a line that stays on screen must say "try again at 14:05:31", never "in 30 s" long
/// after the answer.
struct FailureArrival {
    /// When the failure of the state last followed came; `nil` while it has none.
    private(set) var time: Date?
    private var error: GitHubAPIError?
    private var wasLoading = false

    /// Follows `state`, seen at `now`: a failure other than the one before, or one that ends a request (the same
    /// failure again, after a retry), came `now`.
    mutating func follow(_ state: GitHubSearchState, now: Date) {
        let loading = state.isLoading || state.isLoadingMore
        defer { wasLoading = loading }
        guard let failure = state.error else {
            error = nil
            time = nil
            return
        }
        if failure != error || (wasLoading && !loading) {
            error = failure
            time = now
        }
    }
}
