import Foundation
import GitHubSearch
import XCTest

/// Enter pressed before the results of the text on screen came (`GitHubSearchState.pendingOpen`), in
/// `GitHubSearchModel.reduce` alone: remembered for that query only, and dropped by whatever changes what it meant.
final class PendingOpenModelTests: XCTestCase {
    private let model = GitHubSearchModel()

    private func reduce(_ actions: [GitHubSearchAction], from state: GitHubSearchState = GitHubSearchState())
        -> GitHubSearchState
    {
        actions.reduce(state, model.reduce)
    }

    /// "rxswift" typed and Enter pressed at once: its results are awaited.
    private func pending() -> GitHubSearchState {
        reduce([.queryChanged("rxswift"), .firstResultRequested])
    }

    func testEnterWhileTheResultsAreAwaitedIsRememberedForThatQueryAndSaidInTheStatusBar() {
        let settling = pending()
        XCTAssertEqual(settling.pendingOpen, "rxswift")
        XCTAssertEqual(settling.summary, "Opening the first result for \u{201C}rxswift\u{201D} when it arrives…")

        let sent = reduce([.searchStarted("rxswift")], from: settling)
        XCTAssertEqual(sent.pendingOpen, "rxswift", "the request going out changes nothing")
        let again = reduce([.queryChanged("rxswift"), .searchStarted("rxswift"), .firstResultRequested])
        XCTAssertEqual(again.pendingOpen, "rxswift", "Enter after the request was sent counts too")
    }

    func testEnterWithNothingAwaitedIsNotRemembered() {
        XCTAssertNil(reduce([.firstResultRequested]).pendingOpen, "nothing typed")
        let loaded = reduce([
            .queryChanged("rx"), .searchStarted("rx"),
            .repositoriesLoaded(StubGitHubAPI.page(["a"]), query: "rx"),
        ])
        XCTAssertNil(reduce([.firstResultRequested], from: loaded).pendingOpen, "the results are there")
        let failed = reduce([.queryChanged("rx"), .searchFailed(.network(.offline), query: "rx")])
        XCTAssertNil(reduce([.firstResultRequested], from: failed).pendingOpen, "the search failed")
        let user = reduce([.modeToggled, .loginChanged("octo")])
        XCTAssertNil(reduce([.firstResultRequested], from: user).pendingOpen, "user mode")
    }

    func testEnterWhileTheSameQueryIsSearchedAgainWithItsRowsShownIsNotRemembered() {
        // Ctrl-R after a failed next page: the rows listed are the text's own, and Enter opens one of them.
        let loaded = reduce([
            .queryChanged("rx"), .searchStarted("rx"),
            .repositoriesLoaded(StubGitHubAPI.page(["a"]), query: "rx"),
        ])
        let retrying = reduce([.queryChanged("rx"), .searchStarted("rx")], from: loaded)
        XCTAssertTrue(retrying.isAwaitingResults)
        XCTAssertNil(reduce([.firstResultRequested], from: retrying).pendingOpen)
    }

    func testAnotherTextDropsThePendingOpenAndItsMessage() {
        let realm = reduce([.queryChanged("realm")], from: pending())
        XCTAssertNil(realm.pendingOpen)
        XCTAssertEqual(realm.summary, "Searching \u{201C}realm\u{201D}…")
        XCTAssertNil(reduce([.queryCleared], from: pending()).pendingOpen)
        XCTAssertEqual(
            reduce([.queryChanged("rxswift")], from: pending()).pendingOpen, "rxswift",
            "the same text searched again still means it")
    }

    func testTabAndEscDropThePendingOpen() {
        XCTAssertEqual(pending().pendingOpen, "rxswift")
        XCTAssertNil(reduce([.modeToggled], from: pending()).pendingOpen)
        let cancelled = reduce([.firstResultRequestCancelled], from: pending())
        XCTAssertNil(cancelled.pendingOpen)
        XCTAssertEqual(cancelled.summary, "Searching \u{201C}rxswift\u{201D}…")
    }

    func testTheResultsOrTheFailureOfItsQueryEndThePendingOpenAndThoseOfAnotherDoNot() {
        let stale = reduce([.repositoriesLoaded(StubGitHubAPI.page(["old"]), query: "rx")], from: pending())
        XCTAssertEqual(stale.pendingOpen, "rxswift")
        XCTAssertNil(
            reduce([.repositoriesLoaded(StubGitHubAPI.page(["RxSwift"]), query: "rxswift")], from: pending())
                .pendingOpen, "the results came (GitHubAppModel opens the first)")
        let none = reduce([.repositoriesLoaded(StubGitHubAPI.page([]), query: "rxswift")], from: pending())
        XCTAssertNil(none.pendingOpen)
        XCTAssertEqual(none.summary, "0 repositories")
        let failed = reduce([.searchFailed(.network(.offline), query: "rxswift")], from: pending())
        XCTAssertNil(failed.pendingOpen)
        XCTAssertEqual(failed.error, .network(.offline))
    }
}
