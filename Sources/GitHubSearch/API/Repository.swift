import Foundation

/// A GitHub repository as search results and listings show it.
///
/// Decodes from GitHub's REST JSON (`full_name`, `html_url`, `stargazers_count`, …) and from the offline catalog,
/// which uses the same fields. `description`, `language` and `stargazersCount` are `nil` when unknown.
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

    /// Creates a repository value.
    public init(
        name: String, fullName: String, htmlURL: URL, description: String? = nil, language: String? = nil,
        stargazersCount: Int? = nil
    ) {
        self.name = name
        self.fullName = fullName
        self.htmlURL = htmlURL
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
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
    }
}
