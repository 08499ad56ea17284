import Foundation
import XCTest

/// The toasts a replay raises are the ones a person saw: a failure the screen shows, never one the app ignored.
final class ReplayToastTests: XCTestCase {
    /// A path in the temporary folder (not created); the test removes it.
    private func temporaryPath() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("github-search-\(UUID().uuidString).jsonl")
    }

    /// A recorded "load more" step for a page the replay's list does not link to (here a link of the live server
    /// the session was recorded on, replayed offline) is refused, and the model ignores that failure: the state
    /// shows no error, so no toast may say it either. Before, the trace recorded `errorToastRaised("Refused to
    /// follow a next-page link to http://127.0.0.1:9/…")` while the replay ended without an error.
    func testAPageStepTheReplaysListDoesNotLinkToRaisesNoToast() throws {
        let file = temporaryPath()
        let tracePath = temporaryPath()
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: tracePath)
        }
        try """
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"swift ui"}}}},"time":0.1}
        {"event":{"search":{"_0":{"scrolledToBottom":{"nextPage":"http://127.0.0.1:9/search/repositories?q=swift%20ui&per_page=2&page=2"}}}},"time":2}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try AppBinary.run(["--replay", file.path, "--trace", tracePath.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("error:"), run.stdout)
        let trace = try String(contentsOf: tracePath, encoding: .utf8)
        let toasts = trace.split(separator: "\n").filter { $0.contains("\"search.toast.value\"") }
        XCTAssertEqual(toasts, [], "a toast for a failure the screen never showed")
    }
}
