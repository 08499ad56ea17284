import Foundation
import GitHubSearch
import Rx
import RxTerminal

/// The non-interactive mode: `--query`/`--user` print results (lines or JSON) and exit; no terminal needed.
///
/// Pages are followed through their `Link` URLs until `--limit` results are in. Exit status 0 on success, 1 when
/// GitHub (or the network) failed, with the reason on standard error. When a later page fails (a next-page link
/// to another host, a network failure, …), the results already fetched are printed first, then the reason, and
/// the exit status is 1.
/// Every text from the server, in lines, in JSON and in error messages, passes `TextSanitizer` first (see
/// `RepositoryText`).
enum QueryCommand {
    /// What is printed as JSON.
    struct Output: Encodable {
        var totalCount: Int?
        var incompleteResults: Bool
        var items: [Repository]
        /// Why fetching stopped before `--limit` when a page after the first failed; not part of the JSON.
        var stoppedBecause: String?
        /// How many different repositories the pages held, before `--limit` cut them; not part of the JSON.
        var received = 0
        /// Why paging ended before `--limit` though the server linked a next page (a link back to a page already
        /// loaded, a page adding nothing new); said on standard error, not an error; not part of the JSON.
        var pagingEnded: String?

        enum CodingKeys: String, CodingKey {
            case totalCount = "total_count"
            case incompleteResults = "incomplete_results"
            case items
        }

        /// The count of matches to print: at least the repositories received (more than printed under `--limit`),
        /// `nil` when the server's is negative (see `GitHubSearchState.matchCount`).
        var matchCount: Int? {
            GitHubSearchState.matchCount(total: totalCount, listed: max(received, items.count))
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(totalCount, forKey: .totalCount)
            try container.encode(incompleteResults, forKey: .incompleteResults)
            try container.encode(items, forKey: .items)
        }
    }

    /// The results for `options`: the first page, then next pages until `limit` repositories are in.
    static func results(api: GitHubAPI, options: Options) -> Observable<Output> {
        let perPage = options.perPage ?? min(options.limit, 100)
        let first: Observable<RepositoryPage>
        if let user = options.user {
            first = api.userRepositories(user: user)
        } else {
            first = api.searchRepositories(query: options.query ?? "", perPage: perPage)
        }
        return first.flatMap { page in
            collect(
                page,
                into: Output(
                    totalCount: page.totalCount, incompleteResults: page.incompleteResults, items: [],
                    stoppedBecause: nil),
                api: api, limit: options.limit)
        }
    }

    /// Adds `page` to `output` and follows its next link, as the interactive list does: a repository already in
    /// `output` is left out, and paging ends at the limit, at a link to a page in `loaded` (the next pages already
    /// fetched) or after a page that added nothing.
    private static func collect(
        _ page: RepositoryPage, into output: Output, loaded: [URL] = [], api: GitHubAPI, limit: Int
    ) -> Observable<Output> {
        var output = output
        let added = page.repositories(notIn: output.items)
        output.received += added.count
        output.items += added.prefix(limit - output.items.count)
        output.incompleteResults = output.incompleteResults || page.incompleteResults
        guard output.items.count < limit, !added.isEmpty, let next = page.nextPageURL(notIn: loaded) else {
            if output.items.count < limit, page.nextPageURL != nil {
                output.pagingEnded =
                    added.isEmpty
                    ? "the next page held only repositories already listed"
                    : "the next-page link leads back to a page already loaded"
            }
            return .just(output)
        }
        return api.nextPage(next)
            .flatMap { collect($0, into: output, loaded: loaded + [next], api: api, limit: limit) }
            .catch { error in
                var partial = output
                partial.stoppedBecause = (error as? GitHubAPIError)?.description ?? "\(error)"
                return .just(partial)
            }
    }

    /// What the offline search ignored of `query`, and why when the catalog lacks what a qualifier asks about
    /// ("offline search ignores language:swift (the catalog has no languages)"), sanitised; `nil` when it ignored
    /// nothing.
    static func offlineNote(_ query: SearchQuery) -> String? {
        guard !query.ignored.isEmpty else { return nil }
        let list = query.ignored.map { TextSanitizer.sanitize($0) }.joined(separator: " ")
        let lacking = query.unanswerable.isEmpty ? "" : " (the catalog has no \(query.unanswerable.names))"
        return "offline search ignores \(list)\(lacking)"
    }

    /// Prints the results of `options` and exits.
    static func run(api: GitHubAPI, options: Options) -> Never {
        // Offline, what the search ignores is said first, as the interactive search's status bar does.
        if let offline = api as? OfflineGitHubAPI, let query = options.query,
            let note = offlineNote(offline.parse(query))
        {
            StandardError.print("github-search: \(note)")
        }
        let subscription = results(api: api, options: options).subscribe(
            onNext: { output in
                if options.json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    var output = output
                    output.items = output.items.map(RepositoryText.sanitized)
                    output.totalCount = output.matchCount
                    guard let data = try? encoder.encode(output) else {
                        fail("the results could not be written as JSON")
                    }
                    writeOrFail(data + Data("\n".utf8))
                } else {
                    var text = output.items.map(RepositoryText.line).joined(separator: "\n")
                    if !text.isEmpty { text += "\n" }
                    writeOrFail(Data(text.utf8))
                    var summary: String
                    if output.totalCount == nil {
                        summary = output.items.count == 1 ? "1 repository" : "\(output.items.count) repositories"
                    } else if let total = output.matchCount {
                        summary = "\(total) matching, \(output.items.count) shown"
                    } else {
                        summary = "\(output.items.count) shown, total unknown"
                    }
                    if output.incompleteResults {
                        summary += " (incomplete: GitHub timed out, some matches may be missing)"
                    }
                    StandardError.print(summary)
                }
                if let reason = output.stoppedBecause {
                    fail("stopped after \(output.items.count) results: \(reason)")
                }
                if let reason = output.pagingEnded {
                    StandardError.print("github-search: paging ended after \(output.items.count) results: \(reason)")
                }
                exit(0)
            },
            onError: { error in
                if options.offline, case .noSuchUser(let login)? = error as? GitHubAPIError {
                    fail(
                        "\u{201C}\(TextSanitizer.sanitize(login))\u{201D} is not in the offline catalog; without --offline, "
                            + "GitHub itself is asked.")
                }
                fail((error as? GitHubAPIError)?.description ?? "\(error)")
            })
        withExtendedLifetime(subscription) {
            dispatchMain()
        }
    }

    /// Prints `message` (sanitised: it may quote the server) on standard error and exits with status 1.
    /// Writes `data` to standard output, or fails with the reason it could not (a full disk, a closed pipe).
    static func writeOrFail(_ data: Data) {
        do {
            try StandardOutput.write(data)
        } catch {
            fail("\(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        StandardError.print("github-search: \(TextSanitizer.sanitize(message))")
        exit(1)
    }
}

/// Writes lines to standard error.
enum StandardError {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
