import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// Enter pressed before the results of the text on screen came, through the whole app's loop (`LoopTester`, 1 tick =
/// 1 ms, the stub answering 100 ms after the 500 ms settle time): the first result opens when it arrives, as Enter
/// on it would have, and only a result of the query Enter was pressed for.
final class PendingOpenLoopTests: StubGitHubTestCase {
    private let rxSwift = StubGitHubAPI.repository("RxSwift", owner: "ReactiveX")
    private let rxCocoa = StubGitHubAPI.repository("RxCocoa", owner: "ReactiveX")

    private func isLoaded(_ action: GitHubAppAction) -> Bool {
        if case .search(.repositoriesLoaded) = action { true } else { false }
    }

    func testEnterBeforeTheResultsOpensTheFirstOfThemWhenTheyArrive() {
        api.searchAnswers["rxswift"] = .success(
            RepositoryPage(repositories: [rxSwift, rxCocoa], totalCount: 2, incompleteResults: false, nextPageURL: nil))
        let tester = appTester()
        tester.send(.search(.searchTextChanged("rxswift"))) { $0.search.query = "rxswift" }
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "rxswift" }
        tester.advance(by: 500)
        tester.receive(.search(.searchStarted("rxswift"))) { $0.search.isLoading = true }
        tester.advance(by: 100)
        tester.receive(matching: isLoaded, "the results") {
            $0.search.isLoading = false
            $0.search.resultsQuery = "rxswift"
            $0.search.repositories = [self.rxSwift, self.rxCocoa]
            $0.search.totalCount = 2
            $0.search.pendingOpen = nil
            $0.path.push(.detail(of: self.rxSwift))
        }
        tester.send(.back) { $0.path.pop() }
        tester.finish()
    }

    func testEnterThenAnotherTextOpensNothingOfEitherQuery() {
        let tester = appTester()
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.advance(by: 500)
        tester.receive(.search(.searchStarted("rx"))) { $0.search.isLoading = true }
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "rx" }
        tester.send(.search(.searchTextChanged("realm"))) {
            $0.search.query = "realm"
            $0.search.isLoading = false
            $0.search.pendingOpen = nil
        }
        tester.advance(by: 600)
        tester.receive(.search(.searchStarted("realm"))) { $0.search.isLoading = true }
        tester.receive(matching: isLoaded, "realm's results") {
            $0.search.isLoading = false
            $0.search.resultsQuery = "realm"
            $0.search.repositories = [StubGitHubAPI.repository("realm")]
            $0.search.totalCount = 1
        }
        XCTAssertTrue(tester.state.path.isEmpty, "Enter was for rx; realm's first row is not opened")
        tester.finish()
    }

    func testEscCancelsThePendingOpenAndOnlyThat() {
        let tester = appTester()
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "rx" }
        tester.send(.back) { $0.search.pendingOpen = nil }
        XCTAssertFalse(tester.state.isFinished, "Esc cancelled the open; it did not also quit")
        tester.advance(by: 600)
        tester.receive(.search(.searchStarted("rx"))) { $0.search.isLoading = true }
        tester.receive(matching: isLoaded, "the results") {
            $0.search.isLoading = false
            $0.search.resultsQuery = "rx"
            $0.search.repositories = [StubGitHubAPI.repository("rx")]
            $0.search.totalCount = 1
        }
        XCTAssertTrue(tester.state.path.isEmpty)
        tester.send(.back) { $0.isFinished = true }
        tester.finish()
    }

    func testEnterThenTabOpensNothingWhenTheSearchComesBack() {
        let tester = appTester()
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "rx" }
        tester.send(.search(.modeToggled)) {
            $0.search.mode = .user
            $0.search.query = nil
            $0.search.pendingOpen = nil
        }
        tester.send(.search(.modeToggled)) { $0.search.mode = .repositories }
        tester.send(.search(.searchTextChanged("rx"))) { $0.search.query = "rx" }
        tester.advance(by: 600)
        tester.receive(.search(.searchStarted("rx"))) { $0.search.isLoading = true }
        tester.receive(matching: isLoaded, "the results") {
            $0.search.isLoading = false
            $0.search.resultsQuery = "rx"
            $0.search.repositories = [StubGitHubAPI.repository("rx")]
            $0.search.totalCount = 1
        }
        XCTAssertTrue(tester.state.path.isEmpty)
        tester.finish()
    }

    func testEnterBeforeAFailureOrNoResultsOpensNothingAndTheNextSearchDoesNotEither() {
        api.searchAnswers["rx"] = .failure(.network(.offline))
        api.searchAnswers["zzz"] = .success(
            RepositoryPage(repositories: [], totalCount: 0, incompleteResults: false, nextPageURL: nil))
        let tester = appTester()
        tester.exhaustivity = .off
        tester.send(.search(.searchTextChanged("rx")))
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "rx" }
        tester.advance(by: 600)
        tester.skipReceivedActions()
        XCTAssertNil(tester.state.search.pendingOpen)
        XCTAssertEqual(tester.state.search.error, .network(.offline))

        tester.send(.search(.searchTextChanged("zzz")))
        tester.send(.search(.firstResultRequested)) { $0.search.pendingOpen = "zzz" }
        tester.advance(by: 600)
        tester.skipReceivedActions()
        XCTAssertNil(tester.state.search.pendingOpen)
        XCTAssertEqual(tester.state.search.totalCount, 0)

        api.searchAnswers["zzz"] = nil
        tester.send(.search(.retried("zzz")))
        tester.advance(by: 600)
        tester.skipReceivedActions()
        XCTAssertEqual(tester.state.search.repositories.map(\.name), ["zzz"])
        XCTAssertTrue(tester.state.path.isEmpty, "nothing pending any more")
        tester.finish()
    }
}
