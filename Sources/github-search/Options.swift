import Foundation
import RxHTTP
import RxTerminal

/// The command line of `github-search`.
struct Options: Equatable {
    /// Search the bundled catalog instead of the network.
    var offline = false
    /// The API root given with `--api`.
    var apiURL: URL?
    /// The search for the non-interactive mode.
    var query: String?
    /// The login for the non-interactive user listing.
    var user: String?
    /// Print JSON instead of lines.
    var json = false
    /// The most results to print.
    var limit = 30
    /// Results per request (GitHub's `per_page`); `nil` for the default (30, or `limit` up to 100).
    var perPage: Int?
    /// Print the usage and exit.
    var help = false
    /// Print the version and exit.
    var version = false
    /// Write the interactive session's user events to this file (JSON lines).
    var record: String?
    /// Replay the session recorded in this file headlessly and print the final state.
    var replay: String?
    /// Write a trace of the loop (events, actions, the state fields each changed) to this file (JSON lines).
    var trace: String?

    static let usage = """
        Usage: github-search [--offline | --api URL]
               github-search [--offline | --api URL] --query "rx language:swift" [--json] [--limit N]
               github-search [--offline | --api URL] --user LOGIN [--json] [--limit N]
               github-search [--offline | --api URL] --record FILE [--trace FILE]
               github-search [--api URL] --replay FILE [--json] [--trace FILE] [--per-page N]

        Search GitHub repositories as you type, in the terminal. Tab switches to a user's repositories (each
        mode keeps its own text), Up/Down/PageUp/PageDown move, Enter shows the repository's details (pressed
        before the results or the user's repositories came, the first one's when they come; Esc cancels that).
        On the details, Enter or o opens it in the browser and u lists the owner's repositories. Esc goes back,
        and quits from the search; Ctrl-C quits at once.

          --offline        search the bundled catalog of real repositories (no network): names and URLs only,
                           so it matches words and user:/org:, and names what it ignores (language:, stars:, …)
          --api URL        the GitHub API root (default: $GITHUB_API_URL or https://api.github.com)
          --query TEXT     print the repositories matching TEXT and exit (no terminal needed)
          --user LOGIN     print LOGIN's repositories and exit
          --record FILE    write the interactive session's user events to FILE (JSON lines, with times)
          --replay FILE    replay a recorded session without a terminal (offline catalog unless --api is
                           given), print the final state and exit
          --trace FILE     with the interactive search or --replay: write each event, each action and the state
                           fields it changed to FILE (JSON lines; virtual times in an offline replay)
          --json           with --query/--user/--replay: print JSON (indented, keys sorted)
          --limit N        with --query/--user: at most N results, 1...1000 (default 30)
          --per-page N     results per request, 1...100 (default 30)
          -h, --help       show this help
          --version        print the version

        GITHUB_TOKEN, when set, is sent to GitHub (30 searches a minute instead of 10); it is never printed.
        """ + "\n" + ToolConventions.exitStatusHelp

    /// Why a command line was refused.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    static func parse<Arguments: Sequence>(_ arguments: Arguments) throws(UsageError) -> Options
    where Arguments.Element == String {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = iterator.next() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func flagValue() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(for: flag)
            }
            switch flag {
            case "--offline": options.offline = true
            case "--json": options.json = true
            case "-h", "--help": options.help = true
            case "--version": options.version = true
            case "--query", "-q":
                options.query = try flagValue()
                if options.query?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true {
                    throw UsageError(description: "--query needs some text to search for")
                }
            case "--user":
                options.user = try flagValue()
                if options.user?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == true {
                    throw UsageError(description: "--user needs a login, such as ReactiveX")
                }
            case "--record": options.record = try flagValue()
            case "--replay": options.replay = try flagValue()
            case "--trace": options.trace = try flagValue()
            case "--api":
                let text = try flagValue()
                switch URL.httpEndpoint(text) {
                case .success(let url): options.apiURL = url
                case .failure(let problem):
                    throw UsageError(
                        description:
                            "--api needs an http(s) URL such as https://api.github.com: \u{201C}\(text)\u{201D} "
                            + "\(problem)")
                }
            case "--limit":
                let text = try flagValue()
                guard let limit = Int(text), (1...1000).contains(limit) else {
                    throw UsageError(description: "--limit needs a number from 1 to 1000, not \u{201C}\(text)\u{201D}")
                }
                options.limit = limit
            case "--per-page":
                let text = try flagValue()
                guard let perPage = Int(text), (1...100).contains(perPage) else {
                    throw UsageError(
                        description: "--per-page needs a number from 1 to 100, not \u{201C}\(text)\u{201D}")
                }
                options.perPage = perPage
            default:
                throw UsageError(description: "unknown argument \u{201C}\(argument)\u{201D}")
            }
        }
        if options.offline, options.apiURL != nil {
            throw UsageError(description: "--offline and --api cannot be used together")
        }
        if options.query != nil, options.user != nil {
            throw UsageError(description: "--query and --user cannot be used together")
        }
        if options.replay != nil, options.query != nil || options.user != nil || options.record != nil {
            throw UsageError(description: "--replay cannot be used with --query, --user or --record")
        }
        if options.record != nil, options.query != nil || options.user != nil {
            throw UsageError(
                description: "--record records the interactive search; it cannot be used with --query or --user")
        }
        if options.trace != nil, options.query != nil || options.user != nil {
            throw UsageError(description: "--trace traces the interactive search or a --replay, not --query or --user")
        }
        if options.query == nil, options.user == nil, options.limit != 30 {
            throw UsageError(description: "--limit needs --query or --user")
        }
        if options.query == nil, options.user == nil, options.replay == nil, options.json {
            throw UsageError(description: "--json needs --query, --user or --replay")
        }
        return options
    }
}
