import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// The seed's search screen, stepped with the tester: its actions are not `Equatable`, so they are received by
/// predicate.
final class SeedLoopTesterTests: RxTestCase {
    func testTheLatestQueryWinsStepByStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = StubSearchAPI(scheduler: scheduler)
        let controller = GitHubSearchController(api: api, currentRepositories: { [] }, delegate: nil)
        let tester = LoopTester(model: GitHubSearchModel(), controller: controller, scheduler: scheduler)

        tester.send(.searchTextChanged(" r")) {
            $0.query = "r"
            $0.isLoading = true
        }
        tester.advance(by: 40)
        tester.send(.searchTextChanged("rx")) { $0.query = "rx" }
        tester.advance(by: 100)
        tester.receive(matching: { if case .repositoriesLoaded = $0 { true } else { false } }, "repositoriesLoaded") {
            $0.repositories = [Repo(name: "rx")]
            $0.isLoading = false
        }
        tester.finish()
        XCTAssertEqual(
            api.requests.map { $0.observable.subscriptions }, [[Subscription(0, 40)], [Subscription(40, 140)]])
    }

    func testAStaleAnswerWouldBeAnUnexpectedAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = StubSearchAPI(scheduler: scheduler)
        var controller = GitHubSearchController(api: api, currentRepositories: { [] }, delegate: nil)
        controller.flatMapType = .normal // the stale request is not cancelled
        var failures: [String] = []
        let tester = LoopTester(model: GitHubSearchModel(), controller: controller, scheduler: scheduler) {
            message, _, _ in
            failures.append(message)
        }
        tester.send(.searchTextChanged("r")) {
            $0.query = "r"
            $0.isLoading = true
        }
        tester.advance(by: 40)
        tester.send(.searchTextChanged("rx")) { $0.query = "rx" }
        tester.advance(by: 100)
        tester.receive(matching: { if case .repositoriesLoaded = $0 { true } else { false } }, "repositoriesLoaded") {
            $0.repositories = [Repo(name: "r")]
            $0.isLoading = false
        }
        tester.finish()
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(
            failures.first?.hasPrefix("1 action(s) arrived and were not received:\n  repositoriesLoaded") == true,
            "\(failures)")
    }
}
