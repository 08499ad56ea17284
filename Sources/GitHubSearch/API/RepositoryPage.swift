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

extension RepositoryPage {
    /// This page's repositories that are not in `listed` (the same full name, in any case), each once: what a list
    /// showing `listed` appends, so a server repeating a page never lists a repository twice.
    public func repositories(notIn listed: [Repository]) -> [Repository] {
        var seen = Set(listed.map { $0.fullName.lowercased() })
        return repositories.filter { seen.insert($0.fullName.lowercased()).inserted }
    }

    /// The page to load after this one, unless its link is one of `loaded` (the pages this list has loaded,
    /// including this one): a server linking back to a page already loaded would make paging go round forever.
    public func nextPageURL(notIn loaded: [URL]) -> URL? {
        guard let nextPageURL, !loaded.contains(nextPageURL) else { return nil }
        return nextPageURL
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

    /// Decodes the body; every field is required (`items` holds repositories, each decoded leniently).
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        totalCount = try container.decodeWholeNumber(forKey: .totalCount)
        incompleteResults = try container.decode(Bool.self, forKey: .incompleteResults)
        items = try container.decode([Repository].self, forKey: .items)
    }
}

extension KeyedDecodingContainer {
    /// The whole number at `key`, which must be there.
    ///
    /// A number `Int` cannot hold (`99999999999999999999999`, `3.7`) fails as corrupted data at `key`, saying what
    /// is wrong with it: Foundation's decoder reports it with no coding path as "not valid JSON", which blames the
    /// whole body. (Foundation on Linux throws an internal error there, which becomes that message at the top.)
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch {
            switch error as? DecodingError {
            case .keyNotFound?, .valueNotFound?, .typeMismatch?: throw error
            default: break
            }
            let reason: String
            switch try? decode(Decimal.self, forKey: key) {
            case let number? where "\(number)".count <= 40:
                var value = number
                var whole = Decimal()
                NSDecimalRound(&whole, &value, 0, .plain)
                if whole != number {
                    reason = "expected a whole number, found \(number)"
                } else {
                    reason = number < 0 ? "\(number) is below \(Int.min)" : "\(number) is above \(Int.max)"
                }
            default:
                reason = "expected a whole number, found one out of range"
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath + [key], debugDescription: reason))
        }
    }
}
