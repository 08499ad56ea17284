import Foundation
import GitHubSearch
import XCTest

/// `GitHubSearchModel.reduce` alone: a pure function, no streams.
final class GitHubSearchModelTests: XCTestCase {
    private let model = GitHubSearchModel()
    private let page2 = URL(string: "https://api.github.com/search/repositories?q=rx&page=2")!

    private func reduce(_ actions: [GitHubSearchAction], from state: GitHubSearchState = GitHubSearchState())
        -> GitHubSearchState
    {
        actions.reduce(state, model.reduce)
    }

    private func loaded() -> GitHubSearchState {
        reduce([
            .queryChanged("rx"), .searchStarted("rx"),
            .repositoriesLoaded(StubGitHubAPI.page(["a", "b"], total: 3, next: page2), query: "rx"),
        ])
    }

    func testAnAnswerForAnotherQueryIsIgnored() {
        let state = reduce(
            [
                .queryChanged("rxswift"),
                .repositoriesLoaded(StubGitHubAPI.page(["old"]), query: "rx"),
            ], from: loaded())
        XCTAssertEqual(state.repositories.map(\.name), [])
        XCTAssertNil(state.resultsQuery)
        XCTAssertEqual(state.query, "rxswift")
    }

    func testANewQueryTakesTheOldResultsOffTheScreen() {
        let state = reduce([.queryChanged("realm")], from: loaded())
        XCTAssertEqual(state.repositories, [])
        XCTAssertNil(state.totalCount)
        XCTAssertNil(state.nextPageURL)
        XCTAssertNil(state.resultsQuery)
        XCTAssertEqual(state.summary, "Searching \u{201C}realm\u{201D}…", "from the keystroke, not only once sent")
    }

    func testAFailureForAnotherQueryIsIgnored() {
        let state = reduce([.queryChanged("rxswift"), .searchFailed(.network(.offline), query: "rx")], from: loaded())
        XCTAssertNil(state.error)
    }

    func testAPageFromALinkNoLongerShownIsIgnored() {
        let stale = URL(string: "https://api.github.com/search/repositories?q=old&page=2")!
        let state = reduce(
            [.nextPageStarted(stale), .nextPageLoaded(StubGitHubAPI.page(["x"]), from: stale)], from: loaded())
        XCTAssertEqual(state.repositories.map(\.name), ["a", "b"])
        XCTAssertFalse(state.isLoadingMore)
        XCTAssertEqual(state.nextPageURL, page2)
    }

    func testAPageAppendsAndAnIncompletePageMarksTheResults() {
        let state = reduce(
            [
                .nextPageStarted(page2),
                .nextPageLoaded(StubGitHubAPI.page(["c"], incomplete: true), from: page2),
            ], from: loaded())
        XCTAssertEqual(state.repositories.map(\.name), ["a", "b", "c"])
        XCTAssertNil(state.nextPageURL)
        XCTAssertTrue(state.incompleteResults)
        XCTAssertEqual(state.summary, "3 repositories — incomplete: GitHub timed out, some matches may be missing")
    }

    func testANextLinkToAPageAlreadyLoadedIsNotFollowed() {
        let page3 = URL(string: "https://api.github.com/search/repositories?q=rx&page=3")!
        let itself = reduce(
            [.nextPageStarted(page2), .nextPageLoaded(StubGitHubAPI.page(["c"], next: page2), from: page2)],
            from: loaded())
        XCTAssertEqual(itself.repositories.map(\.name), ["a", "b", "c"])
        XCTAssertNil(itself.nextPageURL, "page 2 linking to page 2")
        XCTAssertFalse(itself.isLoadingMore)
        let cycle = reduce(
            [
                .nextPageLoaded(StubGitHubAPI.page(["c"], next: page3), from: page2),
                .nextPageLoaded(StubGitHubAPI.page(["d"], next: page2), from: page3),
            ], from: loaded())
        XCTAssertEqual(cycle.repositories.map(\.name), ["a", "b", "c", "d"])
        XCTAssertNil(cycle.nextPageURL, "page 3 linking back to page 2")
        XCTAssertEqual(cycle.loadedPageURLs, [page2, page3])
        XCTAssertEqual(reduce([.queryChanged("realm")], from: cycle).loadedPageURLs, [], "a new list starts afresh")
    }

    func testARepositoryAlreadyListedIsNotListedAgain() {
        let page3 = URL(string: "https://api.github.com/search/repositories?q=rx&page=3")!
        let state = reduce(
            [.nextPageLoaded(StubGitHubAPI.page(["b", "c", "c", "A"], next: page3), from: page2)], from: loaded())
        XCTAssertEqual(state.repositories.map(\.fullName), ["octo/a", "octo/b", "octo/c"], "by full name, any case")
        XCTAssertEqual(state.nextPageURL, page3)
        let first = reduce(
            [.repositoriesLoaded(StubGitHubAPI.page(["a", "a", "b"], total: 3), query: "rx")],
            from: reduce([.queryChanged("rx")]))
        XCTAssertEqual(first.repositories.map(\.name), ["a", "b"])
    }

    func testAPageThatAddsNothingEndsThePaging() {
        let page3 = URL(string: "https://api.github.com/search/repositories?q=rx&page=3")!
        let state = reduce([.nextPageLoaded(StubGitHubAPI.page(["a", "b"], next: page3), from: page2)], from: loaded())
        XCTAssertEqual(state.repositories.map(\.name), ["a", "b"])
        XCTAssertNil(state.nextPageURL, "the same repositories under ever new links would page forever")
    }

    func testToastsFireEvenWhenTheTextRepeats() {
        let failed = reduce([.queryChanged("rx"), .searchFailed(.network(.offline), query: "rx")])
        let once = reduce([.errorToastRaised("offline", for: .network(.offline))], from: failed)
        let twice = reduce([.errorToastRaised("offline", for: .network(.offline))], from: once)
        XCTAssertEqual(twice.toast, "offline")
        XCTAssertEqual(twice.$toast.valueUpdatedCount, 2)
    }

    /// A toast says only a failure the state shows: one for a page the list does not link to (ignored) is dropped.
    func testAToastForAFailureTheModelIgnoredIsNotShown() {
        let elsewhere = URL(string: "https://api.github.com/search/repositories?q=rx&page=9")!
        let failure = GitHubAPIError.serverError(status: 502, message: nil)
        let state = reduce(
            [.nextPageFailed(failure, from: elsewhere), .errorToastRaised("GitHub is having trouble", for: failure)],
            from: loaded())
        XCTAssertNil(state.error)
        XCTAssertNil(state.toast)
        XCTAssertEqual(state.$toast.valueUpdatedCount, 0)
    }

    func testSummaries() {
        XCTAssertEqual(GitHubSearchState().summary, "Type to search GitHub repositories")
        XCTAssertEqual(reduce([.queryChanged("rx"), .searchStarted("rx")]).summary, "Searching \u{201C}rx\u{201D}…")
        XCTAssertEqual(
            reduce(
                [.repositoriesLoaded(StubGitHubAPI.page(["a"], total: 1), query: "rx")],
                from: reduce([.queryChanged("rx")])
            ).summary, "1 repository")
        XCTAssertEqual(
            reduce(
                [.repositoriesLoaded(StubGitHubAPI.page([], total: 1_234_567), query: "rx")],
                from: reduce([.queryChanged("rx")])
            ).summary, "1,234,567 repositories (0 shown)")
    }

    func testTheSummaryNeverCountsFewerThanTheRowsNorANegativeTotal() {
        func summary(total: Int, rows: Int, incomplete: Bool = false) -> String {
            let names = (0..<rows).map { "r\($0)" }
            let page = StubGitHubAPI.page(names, total: total, incomplete: incomplete)
            return reduce([.repositoriesLoaded(page, query: "rx")], from: reduce([.queryChanged("rx")])).summary
        }
        XCTAssertEqual(summary(total: 0, rows: 30), "30 repositories")
        XCTAssertEqual(summary(total: 3, rows: 30), "30 repositories")
        XCTAssertEqual(summary(total: 0, rows: 1), "1 repository")
        XCTAssertEqual(summary(total: -5, rows: 30), "30 shown, total unknown")
        XCTAssertEqual(summary(total: Int.min, rows: 0), "0 shown, total unknown")
        XCTAssertEqual(
            summary(total: -1, rows: 2, incomplete: true),
            "2 shown, total unknown — incomplete: GitHub timed out, some matches may be missing")
        XCTAssertEqual(summary(total: 0, rows: 0), "0 repositories")
        XCTAssertEqual(summary(total: 40, rows: 30), "40 repositories (30 shown)")
        XCTAssertEqual(GitHubSearchState.matchCount(total: nil, listed: 3), nil)
        XCTAssertEqual(GitHubSearchState.matchCount(total: -1, listed: 3), nil)
        XCTAssertEqual(GitHubSearchState.matchCount(total: 2, listed: 3), 3)
    }

    func testAModeSwitchDropsTheMessageAboutTheLastOpen() {
        let url = URL(string: "https://github.com/octo/a")!
        let opened = reduce([.openerUnavailable(url)], from: loaded())
        XCTAssertEqual(opened.openMessage, "Open in a browser: https://github.com/octo/a")
        XCTAssertNil(reduce([.modeToggled], from: opened).openMessage, "user mode does not speak of the search's open")
        XCTAssertNil(reduce([.modeToggled, .modeToggled], from: opened).openMessage)
    }

    func testTheLoginIsKeptAcrossModeSwitches() {
        let state = reduce([.modeToggled, .loginChanged("apple"), .modeToggled, .queryChanged("swift ui")])
        XCTAssertEqual(state.login, "apple")
        XCTAssertEqual(state.mode, .repositories)
        XCTAssertEqual(reduce([.modeToggled], from: state).login, "apple")
    }
}
