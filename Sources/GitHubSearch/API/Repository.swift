import Foundation

/// A GitHub repository as search results and listings show it.
///
/// Decodes from GitHub's REST JSON (`full_name`, `html_url`, `stargazers_count`, `forks_count`, `license`,
/// `topics`, `pushed_at`, `open_issues_count`, …) and from the offline catalog, which uses the same fields. Every
/// field after `htmlURL` is `nil` when unknown; an extra field of an unexpected shape is read as unknown rather than
/// failing the whole repository.
public struct Repository: Codable, Hashable, Sendable {
    /// The repository's name (`RxSwift`).
    public var name: String
    /// Owner and name (`ReactiveX/RxSwift`).
    public var fullName: String
    /// The repository's page on GitHub.
    public var htmlURL: URL
    /// The owner's one-line description, when there is one.
    public var description: String?
    /// The primary language GitHub detected, when known.
    public var language: String?
    /// The number of stars, when known.
    public var stargazersCount: Int?
    /// The number of forks, when known.
    public var forksCount: Int?
    /// The number of open issues (GitHub counts open pull requests too), when known.
    public var openIssuesCount: Int?
    /// The license GitHub detected, when known.
    public var license: RepositoryLicense?
    /// The topics the owner set, when known (at most `maximumTopics` are kept).
    public var topics: [String]?
    /// When something was last pushed, when known.
    public var pushedAt: Date?

    /// The most topics kept from a server's answer (GitHub allows 20).
    public static let maximumTopics = 20

    /// Creates a repository value.
    public init(
        name: String, fullName: String, htmlURL: URL, description: String? = nil, language: String? = nil,
        stargazersCount: Int? = nil, forksCount: Int? = nil, openIssuesCount: Int? = nil,
        license: RepositoryLicense? = nil, topics: [String]? = nil, pushedAt: Date? = nil
    ) {
        self.name = name
        self.fullName = fullName
        self.htmlURL = htmlURL
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.openIssuesCount = openIssuesCount
        self.license = license
        self.topics = topics
        self.pushedAt = pushedAt
    }

    /// The owner's login: the part of `fullName` before the slash.
    public var owner: String {
        fullName.split(separator: "/", maxSplits: 1).first.map(String.init) ?? fullName
    }

    enum CodingKeys: String, CodingKey {
        case name
        case fullName = "full_name"
        case htmlURL = "html_url"
        case description
        case language
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case openIssuesCount = "open_issues_count"
        case license
        case topics
        case pushedAt = "pushed_at"
    }

    /// Decodes GitHub's JSON: the name, full name and URL are required; the rest is `nil` when absent or malformed
    /// (`"description": 123`, `"stargazers_count": "12"`, a number too large for `Int`, a negative count), so one
    /// odd field never fails the page it is on.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        fullName = try container.decode(String.self, forKey: .fullName)
        htmlURL = try container.decode(URL.self, forKey: .htmlURL)
        description = (try? container.decodeIfPresent(String.self, forKey: .description)) ?? nil
        language = (try? container.decodeIfPresent(String.self, forKey: .language)) ?? nil
        stargazersCount = Self.count(in: container, forKey: .stargazersCount)
        forksCount = Self.count(in: container, forKey: .forksCount)
        openIssuesCount = Self.count(in: container, forKey: .openIssuesCount)
        license = (try? container.decodeIfPresent(RepositoryLicense.self, forKey: .license)) ?? nil
        topics = ((try? container.decodeIfPresent([String].self, forKey: .topics)) ?? nil)
            .map { Array($0.prefix(Self.maximumTopics)) }
        pushedAt = ((try? container.decodeIfPresent(String.self, forKey: .pushedAt)) ?? nil).flatMap(Self.date)
    }

    /// Encodes the same fields, leaving out the unknown ones; `pushed_at` as ISO 8601.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(fullName, forKey: .fullName)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(stargazersCount, forKey: .stargazersCount)
        try container.encodeIfPresent(forksCount, forKey: .forksCount)
        try container.encodeIfPresent(openIssuesCount, forKey: .openIssuesCount)
        try container.encodeIfPresent(license, forKey: .license)
        try container.encodeIfPresent(topics, forKey: .topics)
        try container.encodeIfPresent(pushedAt.map(Self.iso8601), forKey: .pushedAt)
    }

    /// The count at `key`; `nil` when absent, not a whole number `Int` holds, or negative (no count is).
    private static func count(in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys) -> Int? {
        guard let count = (try? container.decodeIfPresent(Int.self, forKey: key)) ?? nil, count >= 0 else {
            return nil
        }
        return count
    }

    /// `2024-05-01T12:00:00Z` as a date; `nil` for anything else.
    static func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    /// A date as `2024-05-01T12:00:00Z`.
    static func iso8601(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
