import Foundation
import Rx

/// The GitHub operations the search feature needs; live, offline and stub versions implement it.
///
/// Every method returns a cold observable: nothing happens until you subscribe, each subscription makes its own
/// request, disposing cancels it. Failures arrive as `GitHubAPIError`.
public protocol GitHubAPI {
    /// Repositories matching `query` (GitHub's search syntax), one page.
    ///
    /// - Parameters:
    ///   - query: The search text, at most 256 characters.
    ///   - sort: What to sort by; `nil` for best match.
    ///   - order: The direction; `nil` for GitHub's default (descending). Ignored for best match.
    ///   - page: The 1-based page number.
    ///   - perPage: Results per page, 1...100.
    /// - Returns: One page, then completion.
    func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage>

    /// The public repositories of `user`, one page; a user that does not exist fails with `.noSuchUser`.
    ///
    /// - Parameters:
    ///   - user: The login.
    ///   - page: The 1-based page number.
    /// - Returns: One page, then completion.
    func userRepositories(user: String, page: Int) -> Observable<RepositoryPage>

    /// The page a previous page's `nextPageURL` points to.
    ///
    /// - Parameter url: A `nextPageURL` this API returned.
    /// - Returns: One page, then completion.
    func nextPage(_ url: URL) -> Observable<RepositoryPage>
}

extension GitHubAPI {
    /// Repositories matching `query`, best match first, 30 a page.
    public func searchRepositories(
        query: String, sort: RepositorySort? = nil, order: RepositorySortOrder? = nil, page: Int = 1, perPage: Int = 30
    ) -> Observable<RepositoryPage> {
        searchRepositories(query: query, sort: sort, order: order, page: page, perPage: perPage)
    }

    /// The first page of `user`'s public repositories.
    public func userRepositories(user: String) -> Observable<RepositoryPage> {
        userRepositories(user: user, page: 1)
    }
}

/// What search results can be sorted by (GitHub's `sort` parameter); `nil` means best match.
public enum RepositorySort: String, CaseIterable, Sendable {
    /// By number of stars.
    case stars
    /// By number of forks.
    case forks
    /// By number of issues labelled "help wanted".
    case helpWantedIssues = "help-wanted-issues"
    /// By last update.
    case updated
}

/// The direction of a sorted search (GitHub's `order` parameter).
public enum RepositorySortOrder: String, Sendable {
    /// Smallest first.
    case ascending = "asc"
    /// Largest first (GitHub's default).
    case descending = "desc"
}

/// Checks shared by every `GitHubAPI`: what GitHub would reject anyway is rejected before any request.
enum SearchLimits {
    /// GitHub rejects longer queries.
    static let maximumQueryLength = 256
    /// GitHub's largest page.
    static let maximumPerPage = 100

    /// The query trimmed, or the error that rejects it.
    static func validate(query: String) throws(GitHubAPIError) -> String {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw .emptyQuery }
        if trimmed.count > maximumQueryLength { throw .queryTooLong(length: trimmed.count) }
        return trimmed
    }

    /// `true` when `login` could be a login (ASCII letters, digits, `-`, `_`; at most 100): anything else, such
    /// as a slash or a space, names no user and must not reach a URL path.
    static func isPossibleLogin(_ login: String) -> Bool {
        guard (1...100).contains(login.count) else { return false }
        return login.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_"
        }
    }
}
