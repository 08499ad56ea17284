import Foundation
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
}
