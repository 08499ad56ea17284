import Foundation

/// One page of repositories: search results or a user's repositories, with the link to the next page.
///
/// Follow `nextPageURL` with `GitHubAPI.nextPage(_:)` to load more; when it is `nil` there are no more pages.
public struct RepositoryPage: Equatable, Sendable {
    /// The repositories on this page, in the server's order.
    public var repositories: [Repository]
    /// How many repositories match the search in all; `nil` for user listings, which do not say.
    public var totalCount: Int?
    /// `true` when GitHub stopped searching early (timeout) and the results may be missing some matches.
    public var incompleteResults: Bool
    /// The next page, exactly as the server linked it (`rel="next"`); `nil` on the last page.
    public var nextPageURL: URL?

    /// Creates a page.
    public init(repositories: [Repository], totalCount: Int?, incompleteResults: Bool, nextPageURL: URL?) {
        self.repositories = repositories
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.nextPageURL = nextPageURL
    }
}

/// The body of `GET /search/repositories`.
struct SearchResponse: Decodable {
    var totalCount: Int
    var incompleteResults: Bool
    var items: [Repository]

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
        case items
    }
}
