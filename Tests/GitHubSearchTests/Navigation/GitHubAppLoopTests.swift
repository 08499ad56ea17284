import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// Every screen of the app through the exhaustive `LoopTester`, in virtual time (1 tick = 1 ms): the search at the
/// bottom, a repository's detail and an owner's list pushed over it, Esc popping and finally leaving.
final class GitHubAppLoopTests: StubGitHubTestCase {
    private var opener: RecordingOpener!

    override func setUp() {
        super.setUp()
        opener = RecordingOpener()
    }

    override func tearDown() {
        opener = nil
        super.tearDown()
    }

    private let rx = StubGitHubAPI.repository("rx", owner: "ReactiveX")

    func testSearchThenDetailThenOwnerThenBackToTheSearchAndOut() {
        api.searchAnswers["rx"] = .success(
            RepositoryPage(repositories: [rx], totalCount: 1, incompleteResults: false, nextPageURL: nil))
        let tester = appTester(opener: opener)
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.advance(by: 500)
        tester.receive(.search(.searchStarted("rx"))) { $0.search.isLoading = true }
        tester.advance(by: 100)
        tester.receive(
            .search(
                .repositoriesLoaded(
                    RepositoryPage(repositories: [rx], totalCount: 1, incompleteResults: false, nextPageURL: nil),
                    query: "rx"))
        ) {
            $0.search.isLoading = false
            $0.search.resultsQuery = "rx"
            $0.search.repositories = [self.rx]
            $0.search.totalCount = 1
        }

        tester.send(.repositorySelected(rx)) { $0.path.push(.detail(of: self.rx)) }
        let detail = StackElementID(rawValue: 0)
        tester.send(.screen(id: detail, event: .openInBrowser)) {
            $0.path[id: detail] = .detail(
                RepositoryDetailState(
                    repository: self.rx, openMessage: "Opened https://github.com/ReactiveX/rx"))
        }
        XCTAssertEqual(opener.opened, [rx.htmlURL])
        tester.send(.screen(id: detail, event: .ownerRequested)) { $0.path.push(.owner(login: "ReactiveX")) }
        XCTAssertEqual(tester.state.path.top?.id, StackElementID(rawValue: 1))

        tester.send(.back) { $0.path.pop() }
        tester.send(.back) { $0.path.pop() }
        XCTAssertTrue(tester.state.path.isEmpty)
        XCTAssertEqual(tester.state.search.repositories, [rx], "the search is as it was left")
        tester.send(.back) { $0.isFinished = true }
        tester.finish()
    }

    /// Esc in user mode goes back to the repository search; only Esc on the search itself leaves the app.
    func testBackInUserModeReturnsToTheSearchInsteadOfQuitting() {
        let tester = appTester(opener: opener)
        tester.send(.search(.modeToggled)) { $0.search.mode = .user }
        tester.send(.back) { $0.search.mode = .repositories }
        XCTAssertFalse(tester.state.isFinished)
        tester.send(.back) { $0.isFinished = true }
        tester.finish()
    }

    func testWithoutAnOpenerTheDetailShowsTheURLToCopy() {
        let tester = appTester(opener: nil)
        tester.send(.repositorySelected(rx)) { $0.path.push(.detail(of: self.rx)) }
        tester.send(.screen(id: StackElementID(rawValue: 0), event: .openInBrowser)) {
            $0.path[id: StackElementID(rawValue: 0)] = .detail(
                RepositoryDetailState(
                    repository: self.rx, openMessage: "Open in a browser: https://github.com/ReactiveX/rx"))
        }
        tester.finish()
    }

    func testEventsForAPoppedScreenAreDropped() {
        let tester = appTester(opener: opener)
        tester.send(.repositorySelected(rx)) { $0.path.push(.detail(of: self.rx)) }
        tester.send(.back) { $0.path.pop() }
        tester.send(.screen(id: StackElementID(rawValue: 0), event: .openInBrowser))
        tester.send(.screen(id: StackElementID(rawValue: 0), event: .ownerRequested))
        XCTAssertEqual(opener.opened, [])
        tester.finish()
    }

    func testASearchInFlightGoesOnUnderAPushedScreenAndAfterItIsPopped() {
        let tester = appTester(opener: opener)
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.send(.repositorySelected(rx)) { $0.path.push(.detail(of: self.rx)) }
        tester.advance(by: 500)
        tester.receive(.search(.searchStarted("rx"))) { $0.search.isLoading = true }
        tester.send(.back) { $0.path.pop() }
        tester.advance(by: 100)
        tester.receive(matching: { if case .search(.repositoriesLoaded) = $0 { true } else { false } }, "the results") {
            $0.search.isLoading = false
            $0.search.resultsQuery = "rx"
            $0.search.repositories = [StubGitHubAPI.repository("rx")]
            $0.search.totalCount = 1
        }
        XCTAssertEqual(api.searches.count, 1)
        tester.finish()
    }

    // MARK: - Each screen on its own

    func testTheDetailScreenAlone() {
        let tester = LoopTester(
            model: GitHubScreenModel(initialState: .detail(of: rx)), controller: GitHubScreenController(opener: opener),
            scheduler: scheduler)
        opener.result = .failed(reason: "xdg-open exited with 3")
        tester.send(.openInBrowser) {
            $0 = .detail(
                RepositoryDetailState(
                    repository: self.rx,
                    openMessage: "Could not open https://github.com/ReactiveX/rx: xdg-open exited with 3"))
        }
        tester.send(.ownerRequested)
        tester.finish()
    }

    func testTheOwnerScreenAloneIgnoresDetailKeys() {
        let tester = LoopTester(
            model: GitHubScreenModel(initialState: .owner(login: "ReactiveX")),
            controller: GitHubScreenController(opener: opener), scheduler: scheduler)
        tester.send(.openInBrowser)
        tester.send(.ownerRequested)
        XCTAssertEqual(opener.opened, [])
        tester.finish()
    }

    func testTheSearchScreenAloneKeepsEachModesText() {
        let tester = LoopTester(
            model: GitHubSearchModel(), controller: GitHubSearchController(api: api, scheduler: scheduler),
            scheduler: scheduler)
        tester.send(.searchTextChanged("swift ui")) { $0.query = "swift ui" }
        tester.send(.modeToggled) {
            $0.mode = .user
            $0.query = nil
        }
        tester.send(.loginChanged(" apple ")) { $0.login = "apple" }
        tester.send(.modeToggled) { $0.mode = .repositories }
        tester.send(.searchTextChanged("swift ui")) { $0.query = "swift ui" }
        XCTAssertEqual(tester.state.login, "apple", "the login waits for the next switch")
        tester.advance(by: 500)
        tester.receive(.searchStarted("swift ui")) { $0.isLoading = true }
        tester.advance(by: 100)
        tester.receive(matching: { if case .repositoriesLoaded = $0 { true } else { false } }, "the results") {
            $0.isLoading = false
            $0.resultsQuery = "swift ui"
            $0.repositories = [StubGitHubAPI.repository("swift ui")]
            $0.totalCount = 1
        }
        XCTAssertEqual(api.searches.map(\.query), ["swift ui"], "one search, for the search text only")
        XCTAssertEqual(api.users.count, 0)
        tester.finish()
    }
}
