import Foundation
import HTTPStubServer
import TmuxHarness
import XCTest

/// `--replay` follows a recorded session's "load more" steps (`scrolledToBottom`) page by page.
final class ReplayPagingTests: XCTestCase {
    /// A path for a recording in the temporary folder (not created); the test removes it.
    private func recordingPath() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("github-search-\(UUID().uuidString).jsonl")
    }

    /// The full names a `--replay --json` run printed.
    private func repositories(_ run: AppBinary.Run) throws -> [String] {
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(state["repositories"] as? [String], run.stdout)
    }

    /// `--per-page` applies to a replay as to the app: a session recorded two results a page loads the pages it
    /// loaded, not a first page of 30.
    func testAReplayAsksForAsManyResultsAPageAsItIsTold() throws {
        let file = recordingPath()
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"swift ui"}}}},"time":0.1}
        {"event":{"search":{"_0":{"scrolledToBottom":{"nextPage":"offline:search/repositories?q=swift%20ui&per_page=2&page=2"}}}},"time":2}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try AppBinary.run(["--replay", file.path, "--per-page", "2", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try repositories(run).count, 4, "two pages of two: \(run.stdout)")
    }

    /// A session recorded against one server (its recording holds that server's next-page URLs) pages the same
    /// against another server of the API, here the stub on another port: the recorded pages are asked of it.
    func testASessionRecordedOnOneServerLoadsTheSamePagesOnAnother() throws {
        let file = recordingPath()
        defer { try? FileManager.default.removeItem(at: file) }
        let recorded = try AppBinary.stubServer()
        defer { recorded.stop() }
        let replayed = try AppBinary.stubServer() // started while the other runs: another port
        defer { replayed.stop() }
        XCTAssertNotEqual(replayed.port, recorded.port)
        try record(file, against: recorded)
        recorded.stop() // nothing can reach the recording's server any more
        let lines = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(lines.contains("127.0.0.1:\(recorded.port)"), lines)
        XCTAssertTrue(lines.contains("page=3"), "two pages loaded after the first:\n" + lines)

        let run = try AppBinary.run([
            "--api", replayed.baseURL(scenario: "ok").absoluteString, "--per-page", "2", "--replay", file.path,
            "--json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            try repositories(run),
            ["ReactiveX/RxSwift", "ReactiveX/rxjs", "ReactiveX/RxJava", "apple/swift-nio", "vapor/vapor"])
        let pages = replayed.requests().map(\.path).filter { $0.contains("search/repositories") }
        XCTAssertEqual(pages.count, 3, "the first page and the two recorded next pages: \(pages)")
        XCTAssertTrue(pages.contains { $0.hasSuffix("page=3") }, "\(pages)")
    }

    /// Records searching "rx" two results a page against `server` and scrolling to the end (two more pages).
    private func record(_ file: URL, against server: StubServer) throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        let binary = try AppBinary.url()
        let api = server.baseURL(scenario: "ok").absoluteString
        try tmux.type("'\(binary.path)' --api \(api) --per-page 2 --record '\(file.path)'; echo \"status=$?\"")
        try tmux.keys("Enter")
        try tmux.waitFor("the first frame") { screen in screen.has("Search: ") }
        try tmux.type("rx")
        try tmux.waitFor("the first page") { screen in screen.has("5 repositories (2 shown)") }
        try tmux.keys("Down")
        try tmux.waitFor("the second page") { screen in screen.has("5 repositories (4 shown)") }
        try tmux.keys("Down", "Down")
        try tmux.waitFor("the last page") { screen in screen.has("vapor/vapor") && !screen.has("shown)") }
        try tmux.keys("C-c")
        try tmux.waitFor("the shell after Ctrl-C") { screen in screen.has("status=130") }
    }
}
