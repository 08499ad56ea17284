import Foundation
import GitHubSearch
import Rx
import RxMVCTesting
import RxTesting
import XCTest

/// Random sessions of the search loop (1 tick = 1 ms) against the app's invariants, with `explore`.
final class GitHubSearchExplorationTests: XCTestCase {
    private static let events: [GitHubSearchEvent] = [
        .searchTextChanged("rx"), .searchTextChanged("realm"), .searchTextChanged("rx "), .searchTextChanged(""),
        .modeToggled, .loginChanged("octo"),
    ]

    /// What the invariants look at besides the state: the stub of the current run and what was already checked.
    private final class Probe {
        var api: StubGitHubAPI?
        var checkedRequests = 0
        var lastRequest: String?
        var mode = SearchMode.repositories

        func controller(_ scheduler: TestScheduler) -> GitHubSearchController {
            let api = StubGitHubAPI(scheduler: scheduler)
            api.latency = 300
            self.api = api
            checkedRequests = 0
            lastRequest = nil
            mode = .repositories
            return GitHubSearchController(api: api, scheduler: scheduler)
        }

        /// Whether the state shows only what belongs to its text, and no query was requested twice while it stayed on
        /// screen.
        func check(_ state: GitHubSearchState) -> String? {
            if !state.repositories.isEmpty, state.resultsQuery != state.query {
                return "Enter can open \(state.repositories.map(\.fullName)), results of \(state.resultsQuery ?? "nil")"
                    + ", while the field says \(state.query ?? "nothing")"
            }
            let searches = api?.searches.map(\.query) ?? []
            for query in searches.dropFirst(checkedRequests) {
                if query == lastRequest { return "\(query) was requested twice for one settled query" }
                lastRequest = query
            }
            checkedRequests = searches.count
            if state.mode != mode || state.query != lastRequest {
                // Another query (or mode) on screen: the next request for the old text is for a new settling.
                mode = state.mode
                lastRequest = nil
            }
            return nil
        }
    }

    func testEnterOpensOnlyResultsOfTheTextOnScreenAndEachSettledQueryIsRequestedOnce() {
        let probe = Probe()
        let failure = explore(
            model: GitHubSearchModel(), controller: probe.controller, events: Self.events, runs: 200,
            resolution: 0.001, invariant: probe.check)
        XCTAssertNil(failure, failure.map { "\($0)" } ?? "")
    }

    /// explore's reproduction on the code before results were tied to their query (seed 0, 20 events shrunk to
    /// 2): "realm" answered at tick 800, then "rx" typed, and "realm"'s rows stayed listed (and openable) under "rx".
    func testTheExploredStaleResultCannotBeOpened() {
        let probe = Probe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let tester = LoopTester(
            model: GitHubSearchModel(), controller: probe.controller(scheduler), scheduler: scheduler,
            exhaustivity: .off)
        tester.send(.searchTextChanged("realm"))
        tester.advance(to: 801)
        tester.send(.searchTextChanged("rx"))
        tester.skipReceivedActions()
        XCTAssertNil(probe.check(tester.state))
        XCTAssertEqual(tester.state.repositories, [])
        tester.advance(to: 1601)
        tester.skipReceivedActions()
        XCTAssertEqual(tester.state.repositories.map(\.name), ["rx"])
        XCTAssertEqual(tester.state.resultsQuery, "rx")
    }

    func testTheSameSeedFindsTheSameAnswer() {
        let first = Probe()
        let second = Probe()
        let one = explore(
            model: GitHubSearchModel(), controller: first.controller, events: Self.events, runs: 20, seed: 7,
            resolution: 0.001, invariant: first.check)
        let two = explore(
            model: GitHubSearchModel(), controller: second.controller, events: Self.events, runs: 20, seed: 7,
            resolution: 0.001, invariant: second.check)
        XCTAssertEqual(one.map { "\($0)" }, two.map { "\($0)" })
    }
}
