import Foundation
import HTTPStubServer
import XCTest

/// `github-search --query` when a page after the first cannot be fetched: the pages already fetched are printed,
/// then the reason on standard error, and the exit status is 1.
final class PartialResultsTests: XCTestCase {
    func testAForeignLinkAfterPageOneKeepsTheFetchedPagesAndExitsNonZero() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let api = server.baseURL(scenario: "foreignlink").absoluteString
        let run = try AppBinary.run(
            ["--api", api, "--query", "rx", "--limit", "5", "--per-page", "2"],
            environment: ["GITHUB_TOKEN": "ghp_partial"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) },
            ["ReactiveX/RxSwift", "ReactiveX/rxjs", "ReactiveX/RxJava", "apple/swift-nio"])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "5 matching, 4 shown")
        XCTAssertEqual(
            lines.last,
            "github-search: stopped after 4 results: Refused to follow a next-page link to "
                + "http://127.0.0.1:1/foreignlink/search/repositories, which is outside the GitHub API.")
        let asked = server.requests().map(\.path).filter { $0.contains("/search/repositories") }
        XCTAssertEqual(asked.count, 2, "\(asked)")

        let json = try AppBinary.run(["--api", api, "--query", "rx", "--limit", "5", "--per-page", "2", "--json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((object?["items"] as? [Any])?.count, 4)
        XCTAssertTrue(json.stderr.hasPrefix("github-search: stopped after 4 results: "), json.stderr)
    }

    func testAFailingFirstPageStillPrintsNothing() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        XCTAssertTrue(server.configure(["redirect_to": "http://127.0.0.1:1"]))
        let run = try AppBinary.run(["--api", server.baseURL(scenario: "moved307").absoluteString, "--query", "rx"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "github-search: The API at http://127.0.0.1:\(server.port) redirected to "
                    + "http://127.0.0.1:1, which is not the configured GitHub API"), run.stderr)
    }
}
