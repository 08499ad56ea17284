import Foundation
import GitHubSearch
import RxTerminal

/// The detail screen: every field the API (or the catalog) returned for one repository, one a line, and the
/// fields it did not return named as not known — nothing is filled in. Every text passes `TextSanitizer`.
final class RepositoryDetailPage {
    let header = Label(style: .bold)
    let body = ListView(emptyText: "")
    /// What opening the repository did (the URL to copy when nothing could open it), on a line of its own so
    /// neither it nor the keys in the status bar push the other out.
    let message = Label("")
    let status = StatusBar()
    /// The page's root widget.
    let content: Widget

    init() {
        content = VStack([header, body, message, status])
    }

    /// Shows `detail`.
    func render(_ detail: RepositoryDetailState, offline: Bool) {
        header.text = TextSanitizer.sanitize("\(detail.repository.fullName) · repository")
        let lines = Self.lines(detail.repository, offline: offline)
        body.setCells(lines.map { ListCell(title: $0.0, detail: $0.1) }, models: lines.map(\.1))
        message.text = detail.openMessage.map(TextSanitizer.sanitize) ?? ""
        status.left = TextSanitizer.sanitize(detail.repository.htmlURL.absoluteString)
        status.right = "Enter/o open · u owner's repositories · Esc back"
    }

    /// The label and value of each line.
    static func lines(_ repository: Repository, offline: Bool) -> [(String, String)] {
        var known: [(String, String)] = [("Name", repository.fullName)]
        var unknown: [String] = []
        func add(_ label: String, _ value: String?) {
            if let value, !value.isEmpty { known.append((label, value)) } else { unknown.append(label.lowercased()) }
        }
        add("Description", repository.description)
        add("Stars", repository.stargazersCount.map { GitHubSearchState.grouped($0) })
        add("Forks", repository.forksCount.map { GitHubSearchState.grouped($0) })
        add("Language", repository.language)
        add("License", repository.license?.displayName)
        add("Topics", repository.topics.flatMap { $0.isEmpty ? nil : $0.joined(separator: ", ") })
        add("Last push", repository.pushedAt.map(Self.format))
        add("Open issues", repository.openIssuesCount.map { GitHubSearchState.grouped($0) })
        known.append(("Page", repository.htmlURL.absoluteString))
        if !unknown.isEmpty {
            known.append((offline ? "Not in catalog" : "Not returned", unknown.joined(separator: ", ")))
        }
        return known.map { (TextSanitizer.sanitize($0.0), TextSanitizer.sanitize($0.1)) }
    }

    /// `2024-05-01 12:00 UTC`, the same everywhere.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
