import Foundation
import GitHubSearch
import RxTerminal

/// How a repository reads in a list row and on a line of plain output.
///
/// Every text in a repository comes from the server (or the catalog file), so each one passes
/// `TextSanitizer` here: no escape sequence, control or bidi character reaches the terminal, and no secret.
enum RepositoryText {
    /// The row's title: the name.
    static func title(_ repository: Repository) -> String {
        TextSanitizer.sanitize(repository.name)
    }

    /// The row's detail: full name, then language, stars and description when known.
    static func detail(_ repository: Repository) -> String {
        var parts = [repository.fullName]
        if let language = repository.language { parts.append(language) }
        if let stars = repository.stargazersCount { parts.append("★ \(stars)") }
        if let description = repository.description, !description.isEmpty { parts.append(description) }
        return parts.map(TextSanitizer.sanitize).joined(separator: " · ")
    }

    /// One line of plain output: full name, URL, then what else is known, tab-separated (a field never holds a
    /// tab or a line break: the sanitiser makes them spaces).
    static func line(_ repository: Repository) -> String {
        var fields = [repository.fullName, repository.htmlURL.absoluteString]
        if let language = repository.language { fields.append(language) }
        if let stars = repository.stargazersCount { fields.append("★\(stars)") }
        if let description = repository.description, !description.isEmpty { fields.append(description) }
        return fields.map(TextSanitizer.sanitize).joined(separator: "\t")
    }

    /// The repository with each text sanitised, for `--json`.
    ///
    /// JSON escapes C0 controls but prints C1 controls (U+009B is a CSI to many terminals), bidi overrides and
    /// invisible characters as they are, and would print an echoed secret: so string values go through the same
    /// sanitiser as plain output (controls and sequences removed rather than escaped, line breaks and tabs become
    /// spaces, secrets redacted, at most `TextSanitizer.defaultMaximumLength` characters). The URL is printed as
    /// parsed: invalid characters in it are percent-encoded.
    static func sanitized(_ repository: Repository) -> Repository {
        var copy = repository
        copy.name = TextSanitizer.sanitize(repository.name)
        copy.fullName = TextSanitizer.sanitize(repository.fullName)
        copy.description = repository.description.map(TextSanitizer.sanitize)
        copy.language = repository.language.map(TextSanitizer.sanitize)
        copy.topics = repository.topics?.map(TextSanitizer.sanitize)
        copy.license = repository.license.map { license in
            RepositoryLicense(
                spdxID: license.spdxID.map(TextSanitizer.sanitize), name: license.name.map(TextSanitizer.sanitize))
        }
        return copy
    }
}
