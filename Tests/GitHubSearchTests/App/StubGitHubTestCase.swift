import GitHubSearch
import RxMVC
import RxMVCTesting
import RxTesting

/// A test case over `StubGitHubAPI` in virtual time (1 tick = 1 ms): a fresh scheduler and stub for each test,
/// forgotten after it. Subclasses set the stub's answers in their own `setUp` (after `super.setUp()`) or in a test.
class StubGitHubTestCase: RxTestCase {
    var scheduler: TestScheduler!
    var api: StubGitHubAPI!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        api = StubGitHubAPI(scheduler: scheduler)
    }

    override func tearDown() {
        scheduler = nil
        api = nil
        super.tearDown()
    }

    /// The whole app's loop (`GitHubAppModel` with the composed controllers) over the stub, exhaustively tested.
    func appTester(opener: URLOpener? = nil) -> LoopTester<
        GitHubAppModel, ComposedController<GitHubAppState, GitHubAppEvent, GitHubAppAction>
    > {
        let search = GitHubSearchController(api: api, scheduler: scheduler, opener: opener)
        return LoopTester(
            model: GitHubAppModel(), controller: GitHubAppController.composed(search: search, opener: opener),
            scheduler: scheduler)
    }
}
