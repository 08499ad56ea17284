import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// An Enter pressed before the results came is a recorded event like any other: a session written as JSON lines
/// replays over the offline catalog to the detail it opened, and Esc after it to no detail at all.
final class PendingOpenReplayTests: RxTestCase {
    private func replayed(_ events: [(TimeInterval, GitHubAppEvent)]) throws -> GitHubAppState {
        let encoder = JSONEncoder()
        let lines = try events.map { time, event in
            String(decoding: try encoder.encode(RecordedUserEvent(time: time, event: event)), as: UTF8.self)
        }
        let recording = try Recording<GitHubAppEvent>(jsonLines: lines.joined(separator: "\n"))
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let api = OfflineGitHubAPI(
            catalog: try OfflineCatalog.bundled(), scheduler: scheduler, latency: .milliseconds(300))
        let controller = GitHubAppController.composed(
            search: GitHubSearchController(api: api, scheduler: scheduler), opener: nil)
        let states = scheduler.replay(recording, model: GitHubAppModel(), controller: controller, disposed: 5000)
        return try XCTUnwrap(states.events.last?.value.element)
    }

    func testAnEnterBeforeTheResultsReplaysToTheDetailItOpened() throws {
        let final = try replayed([
            (0.1, .search(.searchTextChanged("rxswift"))), (0.2, .search(.firstResultRequested)),
        ])
        guard case .detail(let detail)? = final.path.top?.screen else {
            return XCTFail("no detail pushed: \(final.path)")
        }
        XCTAssertEqual(detail.repository.fullName, "ReactiveX/RxSwift")
        XCTAssertNil(final.search.pendingOpen)
    }

    func testEscAfterItReplaysToTheSearchStillOpen() throws {
        let final = try replayed([
            (0.1, .search(.searchTextChanged("rxswift"))), (0.2, .search(.firstResultRequested)), (0.3, .back),
        ])
        XCTAssertTrue(final.path.isEmpty)
        XCTAssertFalse(final.isFinished)
        XCTAssertEqual(final.search.repositories.first?.fullName, "ReactiveX/RxSwift")
    }
}
