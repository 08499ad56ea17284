import Foundation
import HTTPStubServer
import XCTest

/// `github-search --query/--user/--replay` against a server whose answers are well-formed JSON but wrong: counts
/// that cannot be, next-page links that go round in circles, failures during a replay.
final class OddServerAnswersTests: XCTestCase {
    private var server: StubServer!

    override func setUpWithError() throws {
        server = try AppBinary.stubServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func api(_ scenario: String) -> String {
        server.baseURL(scenario: scenario).absoluteString
    }

    /// `--query` against `oddtotal` (the query is the `total_count` sent): the summary on standard error and the
    /// JSON's `total_count`.
    private func counts(total: String) throws -> (summary: String, json: Any?, lines: [String]) {
        let run = try AppBinary.run(["--api", api("oddtotal"), "--query", total])
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try AppBinary.run(["--api", api("oddtotal"), "--query", total, "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        return (
            run.stderr.trimmingCharacters(in: .newlines), object?["total_count"],
            run.stdout.split(separator: "\n").map(String.init)
        )
    }

    func testCountsAreNeverFewerThanTheRowsShownNorNegative() throws {
        let negative = try counts(total: "-5")
        XCTAssertEqual(negative.summary, "5 shown, total unknown")
        XCTAssertTrue(negative.json is NSNull, "a negative total is unknown: \(String(describing: negative.json))")
        let zero = try counts(total: "0")
        XCTAssertEqual(zero.summary, "5 matching, 5 shown")
        XCTAssertEqual(zero.json as? Int, 5)
        let three = try counts(total: "3")
        XCTAssertEqual(three.summary, "5 matching, 5 shown")
        XCTAssertEqual(three.json as? Int, 5)
        let limited = try AppBinary.run(["--api", api("oddtotal"), "--query", "3", "--limit", "2"])
        XCTAssertEqual(
            limited.stderr.trimmingCharacters(in: .newlines), "5 matching, 2 shown",
            "the rows received count, not only the rows printed")
        let many = try counts(total: "1000")
        XCTAssertEqual(many.summary, "1000 matching, 5 shown")
        XCTAssertEqual(many.json as? Int, 1000)
        XCTAssertEqual(
            negative.lines.first { $0.hasPrefix("ReactiveX/rxjs\t") },
            "ReactiveX/rxjs\thttps://github.com/ReactiveX/rxjs\tTypeScript",
            "stars of -1 are unknown, not shown")
    }

    private func searches() -> [String] {
        server.requests().map(\.path).filter { $0.contains("/search/repositories") }
    }

    func testANextLinkToThePageItselfEndsThePagingWithoutRepeats() throws {
        let run = try AppBinary.run(["--api", api("samelink"), "--query", "rx", "--limit", "100", "--per-page", "2"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) },
            ["ReactiveX/RxSwift", "ReactiveX/rxjs"])
        XCTAssertEqual(
            run.stderr,
            "100000 matching, 2 shown\n"
                + "github-search: paging ended after 2 results: the next page held only repositories already listed\n",
            "paging cut short says why")
        XCTAssertEqual(searches().count, 2, "the first page, then its link once: \(searches())")
    }

    func testPagesRepeatingTheSameRepositoriesListEachOnceAndEndThePaging() throws {
        let run = try AppBinary.run(["--api", api("repeating"), "--query", "rx", "--limit", "100", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let names = (object?["items"] as? [[String: Any]])?.compactMap { $0["full_name"] as? String }
        XCTAssertEqual(
            names, ["ReactiveX/RxSwift", "ReactiveX/rxjs", "ReactiveX/RxJava", "apple/swift-nio", "vapor/vapor"])
        XCTAssertEqual(searches().count, 2, "page 2 added nothing, so page 3 was not asked for: \(searches())")
    }

    func testAReplayEndingOnAFailedSearchReportsTheErrorAndExitsWithOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("failing-\(UUID()).jsonl")
        try #"{"event":{"search":{"_0":{"searchTextChanged":{"_0":"rx"}}}},"time":0.1}"#.write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let message = "GitHub cannot run this search: Validation Failed: The listed users and repositories"

        let lines = try AppBinary.run(["--replay", file.path, "--api", api("invalid")])
        XCTAssertEqual(lines.status, 1, lines.stderr)
        XCTAssertTrue(lines.stdout.contains("\nerror: " + message), lines.stdout)
        XCTAssertTrue(lines.stdout.contains("repositories: 0\n"), lines.stdout)
        XCTAssertTrue(lines.stderr.hasPrefix("github-search: the replay ended on an error: " + message), lines.stderr)

        let json = try AppBinary.run(["--replay", file.path, "--api", api("invalid"), "--json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["query"] as? String, "rx")
        XCTAssertTrue((object?["error"] as? String)?.hasPrefix(message) ?? false, json.stdout)

        let fine = try AppBinary.run(["--replay", file.path, "--api", api("ok"), "--json"])
        XCTAssertEqual(fine.status, 0, fine.stderr)
        let found = try JSONSerialization.jsonObject(with: Data(fine.stdout.utf8)) as? [String: Any]
        XCTAssertNil(found?["error"], "no error, no field: \(fine.stdout)")
        XCTAssertEqual((found?["repositories"] as? [String])?.count, 5)
    }

    func testAUserModeReplayWhoseLoginLookupFailsReportsTheFailure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("user-\(UUID()).jsonl")
        try """
        {"event":{"search":{"_0":{"modeToggled":{}}}},"time":0.1}
        {"event":{"search":{"_0":{"loginChanged":{"_0":"octocat"}}}},"time":0.2}
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let failing = try AppBinary.run(["--replay", file.path, "--api", api("error500"), "--json"])
        XCTAssertEqual(failing.status, 1, failing.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["mode"] as? String, "user")
        XCTAssertTrue((object?["error"] as? String)?.contains("500") ?? false, failing.stdout)
        XCTAssertTrue(failing.stderr.hasPrefix("github-search: the replay ended on an error: "), failing.stderr)

        let found = try AppBinary.run(["--replay", file.path, "--api", api("ok"), "--json"])
        XCTAssertEqual(found.status, 0, found.stderr)
        let listed = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        XCTAssertNil(listed?["error"], found.stdout)
        XCTAssertEqual((listed?["repositories"] as? [String])?.count, 3)
    }

    func testASecondaryRateLimitWithoutHeadersIsToldAsARateLimit() throws {
        let run = try AppBinary.run(["--api", api("secondarybare"), "--query", "rx"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("GitHub asked to slow down; try again in 60 s"), run.stderr)
    }

    func testAUserWithOneRepositoryIsOneRepository() throws {
        let one = try AppBinary.run(["--api", api("ok"), "--user", "monalisa"])
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(one.stdout.split(separator: "\n").count, 1, one.stdout)
        XCTAssertEqual(one.stderr, "1 repository\n")
        let three = try AppBinary.run(["--api", api("ok"), "--user", "octocat"])
        XCTAssertEqual(three.stderr, "3 repositories\n")
    }
}
