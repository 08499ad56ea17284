import Foundation
import HTTPStubServer
import XCTest

/// `github-search --query …` without a terminal: output, JSON, limits, exit codes and messages.
final class NonInteractiveTests: XCTestCase {
    private struct Output: Decodable {
        struct Item: Decodable {
            var name: String
            var full_name: String
            var html_url: String
            var language: String?
        }

        var total_count: Int?
        var incomplete_results: Bool
        var items: [Item]
    }

    func testOfflineQueryPrintsTabSeparatedLinesAndASummaryOnStandardError() throws {
        let run = try AppBinary.run(["--offline", "--query", "RxSwift", "--limit", "3"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(lines.count, 1)
        XCTAssertLessThanOrEqual(lines.count, 3)
        XCTAssertEqual(lines.first, "ReactiveX/RxSwift\thttps://github.com/ReactiveX/RxSwift")
        XCTAssertTrue(run.stderr.contains("matching"), run.stderr)
        XCTAssertFalse(run.stdout.contains("\u{1B}"), "no escape sequences without a terminal")
    }

    func testOfflineQueryNamesWhatTheCatalogSearchIgnored() throws {
        let run = try AppBinary.run(["--offline", "--query", "rx language:swift stars:abc", "--limit", "3"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 3, "the words still match: \(run.stdout)")
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "github-search: offline search ignores language:swift stars:abc (the catalog has no languages)\n"),
            run.stderr)
        let plain = try AppBinary.run(["--offline", "--query", "rx", "--limit", "1"])
        XCTAssertFalse(plain.stderr.contains("ignores"), plain.stderr)
    }

    func testJSONOutputDecodesAndRespectsTheLimitAcrossPages() throws {
        let run = try AppBinary.run(["--offline", "--query", "swift", "--json", "--limit", "45", "--per-page", "20"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let output = try JSONDecoder().decode(Output.self, from: Data(run.stdout.utf8))
        XCTAssertEqual(output.items.count, 45, "three pages of 20, cut at the limit")
        XCTAssertGreaterThan(output.total_count ?? 0, 45)
        XCTAssertFalse(output.incomplete_results)
        XCTAssertEqual(Set(output.items.map(\.full_name)).count, 45, "no page repeated")
        XCTAssertTrue(output.items.allSatisfy { $0.html_url.hasPrefix("https://github.com/") })
    }

    func testErrorsExitNonZeroWithTheMessageOnStandardError() throws {
        let empty = try AppBinary.run(["--offline", "--query", "   "])
        XCTAssertEqual(empty.status, 2, "an empty query is a usage error")
        XCTAssertEqual(empty.stdout, "")
        XCTAssertEqual(
            empty.stderr,
            "github-search: --query needs some text to search for\nRun github-search --help for the options.\n")

        let unknownUser = try AppBinary.run(["--offline", "--user", "no-such-user-here"])
        XCTAssertEqual(unknownUser.status, 1)
        XCTAssertTrue(unknownUser.stderr.contains("is not in the offline catalog"), unknownUser.stderr)
        XCTAssertFalse(unknownUser.stderr.contains("check the spelling"), "offline, a login is only not in the catalog")
    }

    /// A recorded time no session can have (1e13 s, negative) is refused with the line named, exit status 1, instead
    /// of trapping when the replay turns it into a wait.
    func testReplayOfAnImpossibleTimeFailsWithTheLineNamed() throws {
        for time in ["1e13", "-5"] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("impossible-\(UUID()).jsonl")
            try #"{"event":{"search":{"text":{"_0":"rx"}}},"time":\#(time)}"#.write(
                to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let replay = try AppBinary.run(["--replay", file.path, "--json"])
            XCTAssertEqual(replay.status, 1, "time \(time): \(replay.stderr)")
            XCTAssertEqual(replay.stdout, "")
            XCTAssertTrue(replay.stderr.contains("line 1 of the recording"), replay.stderr)
            XCTAssertTrue(replay.stderr.contains("is not a number of seconds from 0 to 1000000000"), replay.stderr)
        }
    }

    /// Results that cannot be written (a full disk) are an error on standard error and exit status 1, not a crash.
    func testAFullDiskIsAnErrorNotACrash() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        for arguments in [["--offline", "--query", "s", "--limit", "1000"], ["--offline", "--query", "rx", "--json"]] {
            let run = try AppBinary.run(arguments, standardOutput: full)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(
                run.stderr.contains("github-search: cannot write to standard output: No space left on device"),
                run.stderr)
        }
    }

    func testUsageErrorsExitWithTwo() throws {
        for arguments in [
            ["--bogus"], ["--limit", "0", "--query", "rx"], ["--api", "ftp://x", "--query", "rx"],
            ["--offline", "--api", "http://127.0.0.1:1"], ["--json"], ["--replay", "s.jsonl", "--query", "rx"],
            ["--record", "s.jsonl", "--user", "octocat"], ["--replay", "s.jsonl", "--record", "t.jsonl"],
            ["--replay"],
        ] {
            let run = try AppBinary.run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("github-search: "), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
        let help = try AppBinary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--offline"))
    }

    func testWithoutATerminalAndWithoutAQueryItSaysWhatToDo() throws {
        let run = try AppBinary.run(["--offline"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("must be a terminal"), run.stderr)
        XCTAssertTrue(run.stderr.contains("--query"), run.stderr)
    }

    // MARK: - Against the stub GitHub server

    func testLiveQueryFollowsLinkHeadersFromTheServer() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let api = server.baseURL(scenario: "ok").absoluteString
        let run = try AppBinary.run(["--api", api, "--query", "rx", "--json", "--limit", "4", "--per-page", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let output = try JSONDecoder().decode(Output.self, from: Data(run.stdout.utf8))
        XCTAssertEqual(
            output.items.map(\.full_name),
            ["ReactiveX/RxSwift", "ReactiveX/rxjs", "ReactiveX/RxJava", "apple/swift-nio"])
        XCTAssertEqual(output.total_count, 5)
        XCTAssertEqual(output.items.first?.language, "Swift")
        let searches = server.requests().map(\.path).filter { $0.contains("/search/repositories") }
        XCTAssertEqual(searches.count, 2)
        XCTAssertTrue(searches.last?.contains("page=2") ?? false, "\(searches)")
    }

    func testLiveFailuresAreTypedMessages() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let cases: [(String, String)] = [
            ("ratelimit", "GitHub rate limit reached; the limit has already reset"), // the stub's reset is in 2023
            ("toomany", "GitHub asked to slow down; try again in "),
            ("invalid", "GitHub cannot run this search: Validation Failed"),
            ("malformed", "GitHub's answer could not be read"),
        ]
        for (scenario, message) in cases {
            let run = try AppBinary.run(["--api", server.baseURL(scenario: scenario).absoluteString, "--query", "rx"])
            XCTAssertEqual(run.status, 1, scenario)
            XCTAssertTrue(run.stderr.hasPrefix("github-search: " + message), "\(scenario): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", scenario)
        }
        let badVariable = try AppBinary.run(["--query", "rx"], environment: ["GITHUB_API_URL": "not a url"])
        XCTAssertEqual(badVariable.status, 1)
        XCTAssertTrue(badVariable.stderr.contains("GITHUB_API_URL must be an http(s) URL"), badVariable.stderr)

        let refused = try AppBinary.run(
            ["--api", "http://127.0.0.1:1", "--query", "rx"],
            environment: ["GITHUB_API_URL": "not a url"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Could not connect to the server"), refused.stderr)
    }

    func testTheTokenIsSentButNeverPrinted() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let secret = "ghp_secret\(UInt32.random(in: 0...UInt32.max))"
        let run = try AppBinary.run(
            ["--api", server.baseURL(scenario: "ratelimit").absoluteString, "--query", "rx"],
            environment: ["GITHUB_TOKEN": secret])
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.stderr.contains(secret) || run.stdout.contains(secret))
        XCTAssertFalse(run.stderr.contains("Set GITHUB_TOKEN"), "a token was sent, so the advice is not given")
        let headers = server.requests().last?.headers ?? [:]
        XCTAssertEqual(headers.first { $0.key.lowercased() == "authorization" }?.value, "Bearer \(secret)")
    }
}
