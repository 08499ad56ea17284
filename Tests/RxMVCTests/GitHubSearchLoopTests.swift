import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// A search API answering after 100 ticks with one repository named after the query; records every request.
final class StubSearchAPI: SearchAPI {
    let scheduler: TestScheduler
    var failing: Set<String> = []
    private(set) var requests: [(query: String, observable: TestableObservable<[Repo]>)] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func search(_ query: String) -> Observable<[Repo]> {
        let observable: TestableObservable<[Repo]> =
            failing.contains(query)
            ? scheduler.createColdObservable([.error(100, SearchError.rateLimited)])
            : scheduler.createColdObservable([.next(100, [Repo(name: query)]), .completed(100)])
        requests.append((query, observable))
        return observable.asObservable()
    }
}

final class SelectionRecorder: GitHubSearchDelegate {
    var opened: [Repo] = []
    func open(_ repo: Repo) { opened.append(repo) }
}

final class GitHubSearchLoopTests: RxTestCase {
    var scheduler: TestScheduler!
    var api: StubSearchAPI!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        api = StubSearchAPI(scheduler: scheduler)
    }

    override func tearDown() {
        scheduler = nil
        api = nil
        super.tearDown()
    }

    private func controller(
        _ type: FlatMapType = .latest, repositories: [Repo] = [], delegate: GitHubSearchDelegate? = nil
    ) -> GitHubSearchController {
        var controller = GitHubSearchController(api: api, currentRepositories: { repositories }, delegate: delegate)
        controller.flatMapType = type
        return controller
    }

    private let initial = GitHubSearchState(query: nil, repositories: [])

    private func loading(_ query: String, after repositories: [Repo]? = []) -> GitHubSearchState {
        GitHubSearchState(query: query, repositories: repositories, error: nil, isLoading: true)
    }

    private func loaded(_ query: String) -> GitHubSearchState {
        GitHubSearchState(query: query, repositories: [Repo(name: query)], error: nil, isLoading: false)
    }

    func testTheViewFirstSeesTheInitialState() {
        let states = scheduler.run(GitHubSearchModel(), controller: controller(), events: [])
        XCTAssertEqual(states.events, [.next(200, initial)])
    }

    func testTheQueryIsTrimmedAndTheResultsArrive() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(),
            events: [
                .next(210, .searchTextChanged("  rx "))
            ])
        XCTAssertEqual(
            states.events,
            [
                .next(200, initial),
                .next(210, loading("rx")),
                .next(310, loaded("rx")),
            ])
        XCTAssertEqual(api.requests.map(\.query), ["rx"])
        XCTAssertEqual(api.requests[0].observable.subscriptions, [Subscription(210, 310)])
    }

    func testAnEmptyQueryClearsTheResults() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(),
            events: [
                .next(210, .searchTextChanged("rx")),
                .next(400, .searchTextChanged("   ")),
            ])
        XCTAssertEqual(
            states.events.last,
            .next(400, GitHubSearchState(query: nil, repositories: [], error: nil, isLoading: false)))
        XCTAssertEqual(api.requests.count, 1, "an empty query sends no request")
    }

    func testTheLatestQueryWinsAndTheStaleRequestIsDisposed() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(),
            events: [
                .next(210, .searchTextChanged("r")),
                .next(250, .searchTextChanged("rx")),
            ])
        XCTAssertEqual(
            states.events,
            [
                .next(200, initial),
                .next(210, loading("r")),
                .next(250, loading("rx")),
                .next(350, loaded("rx")),
            ])
        XCTAssertEqual(api.requests.map(\.query), ["r", "rx"])
        XCTAssertEqual(api.requests[0].observable.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(api.requests[1].observable.subscriptions, [Subscription(250, 350)])
    }

    func testErrorsBecomeStateAndTheLoopKeepsWorking() {
        api.failing = ["bad"]
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(),
            events: [
                .next(210, .searchTextChanged("bad")),
                .next(400, .searchTextChanged("good")),
            ])
        XCTAssertEqual(
            states.events,
            [
                .next(200, initial),
                .next(210, loading("bad")),
                .next(310, GitHubSearchState(query: "bad", repositories: [], error: "rateLimited", isLoading: false)),
                .next(400, loading("good")),
                .next(500, loaded("good")),
            ])
    }

    func testSelectionCallsTheDelegate() {
        let recorder = SelectionRecorder()
        let repositories = [Repo(name: "a"), Repo(name: "b")]
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(repositories: repositories, delegate: recorder),
            events: [
                .next(300, .selected(1)),
                .next(310, .selected(7)),
            ])
        XCTAssertEqual(recorder.opened, [Repo(name: "b")])
        XCTAssertEqual(states.events.map(\.time), [200, 300])
    }

    func testDisposalTearsDownTheRequestInFlight() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(),
            events: [
                .next(950, .searchTextChanged("rx"))
            ])
        XCTAssertEqual(states.events, [.next(200, initial), .next(950, loading("rx"))])
        XCTAssertEqual(api.requests[0].observable.subscriptions, [Subscription(950, 1000)])
    }

    func testNormalMergesEveryRequest() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(.normal),
            events: [
                .next(210, .searchTextChanged("a")),
                .next(250, .searchTextChanged("b")),
            ])
        XCTAssertEqual(states.events.map(\.time), [200, 210, 250, 310, 350])
        XCTAssertEqual(api.requests[0].observable.subscriptions, [Subscription(210, 310)])
    }

    func testFirstIgnoresEventsWhileARequestRuns() {
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller(.first),
            events: [
                .next(210, .searchTextChanged("a")),
                .next(250, .searchTextChanged("b")),
                .next(400, .searchTextChanged("c")),
            ])
        XCTAssertEqual(api.requests.map(\.query), ["a", "c"])
        XCTAssertEqual(states.events.last, .next(500, loaded("c")))
    }

    func testConcatRunsRequestsOneAfterAnother() {
        _ = scheduler.run(
            GitHubSearchModel(), controller: controller(.concat),
            events: [
                .next(210, .searchTextChanged("a")),
                .next(250, .searchTextChanged("b")),
            ])
        XCTAssertEqual(api.requests.map(\.query), ["a", "b"])
        XCTAssertEqual(api.requests[1].observable.subscriptions, [Subscription(310, 410)])
    }
}
