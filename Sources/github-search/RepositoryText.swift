import Foundation
import GitHubSearch

/// How a repository reads in a list row and on a line of plain output.
enum RepositoryText {
    /// The row's title: the name.
    static func title(_ repository: Repository) -> String {
        repository.name
    }

    /// The row's detail: full name, then language, stars and description when known.
    static func detail(_ repository: Repository) -> String {
        var parts = [repository.fullName]
        if let language = repository.language { parts.append(language) }
        if let stars = repository.stargazersCount { parts.append("★ \(stars)") }
        if let description = repository.description, !description.isEmpty { parts.append(description) }
        return parts.joined(separator: " · ")
    }

    /// One line of plain output: full name, URL, then what else is known, tab-separated.
    static func line(_ repository: Repository) -> String {
        var fields = [repository.fullName, repository.htmlURL.absoluteString]
        if let language = repository.language { fields.append(language) }
        if let stars = repository.stargazersCount { fields.append("★\(stars)") }
        if let description = repository.description, !description.isEmpty {
            fields.append(description.replacingOccurrences(of: "\n", with: " "))
        }
        return fields.joined(separator: "\t")
    }
}
