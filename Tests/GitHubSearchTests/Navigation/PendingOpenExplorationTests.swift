import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// Random sessions of the whole app (1 tick = 1 ms) in which Enter is pressed with no row to choose, the text
/// changes, the mode switches and Esc is pressed at any moment, with `explore`: an Enter waits only for the text on
/// screen, and the detail it opens is a result of the query it waited for.
final class PendingOpenExplorationTests: XCTestCase {
    private static let events: [GitHubAppEvent] = [
        .search(.searchTextChanged("rx")), .search(.searchTextChanged("realm")), .search(.searchTextChanged("rx ")),
        .search(.searchTextChanged("")), .search(.retried("rx")), .search(.modeToggled),
        .search(.firstResultRequested), .search(.firstResultRequested), .back,
    ]

    /// What the last state checked showed: how deep the stack was (so a push is seen as it happens), and which
    /// query an Enter was waiting for.
    private final class Probe {
        var depth = 0
        var pending: String?

        func controller(_ scheduler: TestScheduler) -> ComposedController<
            GitHubAppState, GitHubAppEvent, GitHubAppAction
        > {
            depth = 0
            pending = nil
            let api = StubGitHubAPI(scheduler: scheduler)
            api.latency = 300
            return GitHubAppController.composed(
                search: GitHubSearchController(api: api, scheduler: scheduler), opener: nil)
        }

        /// The stub finds one repository named after the query: a detail pushed must be named after the query an
        /// Enter was waiting for, which is the text on screen.
        func check(_ state: GitHubAppState) -> String? {
            let waitedFor = pending
            defer {
                depth = state.path.elements.count
                pending = state.search.pendingOpen
            }
            if let pending = state.search.pendingOpen, pending != state.search.query {
                return "an Enter waits for \(pending) while the field says \(state.search.query ?? "nothing")"
            }
            guard state.path.elements.count > depth, case .detail(let detail)? = state.path.top?.screen else {
                return nil
            }
            guard detail.repository.name == waitedFor, detail.repository.name == state.search.query else {
                return "opened \(detail.repository.name) for an Enter that waited for \(waitedFor ?? "nothing")"
                    + ", while the field says \(state.search.query ?? "nothing")"
            }
            return nil
        }
    }

    func testAnEnterThatWaitedOpensOnlyAResultOfTheTextOnScreen() {
        let probe = Probe()
        let failure = explore(
            model: GitHubAppModel(), controller: probe.controller, events: Self.events, runs: 300,
            resolution: 0.001, invariant: probe.check)
        XCTAssertNil(failure, failure.map { "\($0)" } ?? "")
    }
}
