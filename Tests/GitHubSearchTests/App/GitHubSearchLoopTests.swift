import Foundation
import GitHubSearch
import Rx
import RxHTTP
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

/// The whole search loop — controller, model, states — headless in virtual time (1 tick = 1 ms).
final class GitHubSearchLoopTests: StubGitHubTestCase {
    private var opener: RecordingOpener!

    override func setUp() {
        super.setUp()
        opener = RecordingOpener()
    }

    override func tearDown() {
        opener = nil
        super.tearDown()
    }

    private func run(
        _ events: [Recorded<Event<GitHubSearchEvent>>], opener: URLOpener? = nil, disposed: TestTime = 5000,
        configure: (inout GitHubSearchController) -> Void = { _ in }
    ) -> [Recorded<GitHubSearchState>] {
        var controller = GitHubSearchController(api: api, scheduler: scheduler, opener: opener)
        configure(&controller)
        let observer = scheduler.run(GitHubSearchModel(), controller: controller, events: events, disposed: disposed)
        return observer.events.compactMap { recorded in
            recorded.value.element.map { Recorded(time: recorded.time, value: $0) }
        }
    }

    private func typing(_ text: String, from start: TestTime, every interval: TestTime) -> [Recorded<
        Event<GitHubSearchEvent>
    >] {
        (1...text.count).map { length in
            .next(start + TestTime(length - 1) * interval, .searchTextChanged(String(text.prefix(length))))
        }
    }

    // MARK: - Typing and searching

    func testTheViewFirstSeesTheEmptyState() {
        let states = run([])
        XCTAssertEqual(states.map(\.time), [200])
        XCTAssertEqual(states.first?.value, GitHubSearchState())
        XCTAssertEqual(states.first?.value.summary, "Type to search GitHub repositories")
    }

    func testTheQueryIsTrimmedAndSearchedOnceTypingSettles() {
        let states = run([.next(210, .searchTextChanged("  rx \n"))])
        XCTAssertEqual(states.map(\.time), [200, 210, 710, 810])
        XCTAssertEqual(states[1].value.query, "rx")
        XCTAssertFalse(states[1].value.isLoading, "no spinner while typing settles")
        XCTAssertEqual(states[1].value.summary, "Searching \u{201C}rx\u{201D}…", "but the status says so at once")
        XCTAssertTrue(states[2].value.isLoading, "the spinner runs while the request is in flight")
        XCTAssertEqual(states[2].value.summary, "Searching \u{201C}rx\u{201D}…")
        XCTAssertEqual(states[3].value.repositories.map(\.name), ["rx"])
        XCTAssertEqual(states[3].value.resultsQuery, "rx")
        XCTAssertFalse(states[3].value.isLoading)
        XCTAssertEqual(api.searches.map(\.query), ["rx"])
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(710, 810)])
    }

    func testTypingReactiveQuicklySendsOneRequest() {
        _ = run(typing("reactive", from: 210, every: 100))
        XCTAssertEqual(api.searches.map(\.query), ["reactive"])
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(910 + 500, 910 + 600)])
    }

    func testPausesLongerThanTheSettleTimeEachSendARequest() {
        _ = run([
            .next(210, .searchTextChanged("rx")),
            .next(900, .searchTextChanged("rxswift")),
        ])
        XCTAssertEqual(api.searches.map(\.query), ["rx", "rxswift"])
    }

    /// Why the controller settles instead of throttling: the same keystrokes through `throttle(latest: true)` cost
    /// three requests, through `debounce` (what the controller's delay-inside-flatMapLatest amounts to) one.
    func testThrottleWouldSendThreeRequestsWhereSettlingSendsOne() {
        let keys = scheduler.createHotObservable(
            typing("reactive", from: 210, every: 100).map { recorded in
                Recorded(
                    time: recorded.time,
                    value: recorded.value.map { event -> String in
                        if case .searchTextChanged(let text) = event { return text ?? "" }
                        return ""
                    })
            })
        let throttled = scheduler.start(disposed: 3000) {
            keys.throttle(.milliseconds(500), latest: true, scheduler: self.scheduler)
        }
        XCTAssertEqual(throttled.events, [.next(210, "r"), .next(710, "reacti"), .next(1210, "reactive")])
        let debounced = TestScheduler(initialClock: 0, resolution: 0.001)
        let keys2 = debounced.createHotObservable(keys.recordedEvents)
        let settled = debounced.start(disposed: 3000) { keys2.debounce(.milliseconds(500), scheduler: debounced) }
        XCTAssertEqual(settled.events, [.next(1410, "reactive")])
    }

    func testAnUnchangedQueryAfterTrimmingDoesNotRestartTheSearch() {
        _ = run([
            .next(210, .searchTextChanged("rx")),
            .next(750, .searchTextChanged("rx ")),
        ])
        XCTAssertEqual(api.searches.map(\.query), ["rx"])
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(710, 810)])
    }

    func testTheLatestQueryWinsAndTheStaleRequestIsCancelled() {
        api.latency = 300
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(800, .searchTextChanged("rxswift")),
        ])
        XCTAssertEqual(api.searches.map(\.query), ["rx", "rxswift"])
        XCTAssertEqual(
            api.searches[0].observable.subscriptions, [Subscription(710, 800)], "disposed when the text changed")
        XCTAssertEqual(api.searches[1].observable.subscriptions, [Subscription(1300, 1600)])
        XCTAssertFalse(states.contains { $0.value.repositories.map(\.name) == ["rx"] }, "a stale answer is never shown")
        XCTAssertEqual(states.last?.value.repositories.map(\.name), ["rxswift"])
        XCTAssertEqual(states.last?.time, 1600)
    }

    func testAnEmptyQueryClearsTheResultsAndCancelsTheRequest() {
        api.searchAnswers["rx"] = .success(
            StubGitHubAPI.page(["a", "b"], total: 40, next: URL(string: "https://api.github.com/p2")))
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(1000, .searchTextChanged("rxs")),
            .next(1600, .searchTextChanged("   ")),
        ])
        XCTAssertEqual(states.first { $0.time == 810 }?.value.repositories.count, 2)
        XCTAssertEqual(api.searches.map(\.query), ["rx", "rxs"])
        XCTAssertEqual(api.searches[1].observable.subscriptions, [Subscription(1500, 1600)])
        let cleared = states.last?.value
        XCTAssertEqual(states.last?.time, 1600)
        XCTAssertNil(cleared?.query)
        XCTAssertEqual(cleared?.repositories, [])
        XCTAssertNil(cleared?.totalCount)
        XCTAssertNil(cleared?.nextPageURL)
        XCTAssertEqual(cleared?.isLoading, false)
    }

    func testTotalCountAndTheIncompleteNoteReachTheSummary() {
        api.searchAnswers["rx"] = .success(StubGitHubAPI.page(["a", "b"], total: 12345, incomplete: true))
        let states = run([.next(210, .searchTextChanged("rx"))])
        let loaded = states.last?.value
        XCTAssertEqual(loaded?.totalCount, 12345)
        XCTAssertEqual(loaded?.incompleteResults, true)
        XCTAssertEqual(
            loaded?.summary,
            "12,345 repositories (2 shown) — incomplete: GitHub timed out, some matches may be missing")
    }

    // MARK: - Errors

    func testEveryErrorKindBecomesAToastAndNoResultsOfTheOldQueryStay() {
        let errors: [GitHubAPIError] = [
            .rateLimited(resetAt: Date(timeIntervalSince1970: 60), retryAfter: nil, authenticated: false),
            .rateLimited(resetAt: nil, retryAfter: 30, authenticated: true),
            .invalidQuery(message: "The search contains only logical operators"),
            .network(.offline),
            .network(.timedOut),
            .serverError(status: 502, message: nil),
            .badCredentials(message: nil),
            .malformedResponse(path: "items[0].full_name", reason: "the field is missing"),
            .queryTooLong(length: 300),
        ]
        for error in errors {
            setUp()
            api.searchAnswers["bad"] = .failure(error)
            let states = run([
                .next(210, .searchTextChanged("rx")),
                .next(1000, .searchTextChanged("bad")),
            ])
            let failed = states.last?.value
            XCTAssertEqual(states.last?.time, 1600, "\(error)")
            XCTAssertEqual(failed?.error, error)
            XCTAssertEqual(failed?.isLoading, false)
            XCTAssertEqual(failed?.repositories.map(\.name), [], "rx's results left with its text: \(error)")
            XCTAssertEqual(failed?.query, "bad")
            // Worded when the failure came (1.6 s on the test scheduler's clock), its waits as times of day.
            let failedAt = Date(timeIntervalSince1970: 1.6)
            XCTAssertEqual(failed?.toast, error.description(now: failedAt, waits: .timeOfDay))
            XCTAssertEqual(failed?.$toast.valueUpdatedCount, 1)
            XCTAssertFalse(error.description.isEmpty)
            tearDown()
        }
    }

    /// Ctrl-R after a failure searches the same text again (typing it again would not: the text did not change).
    func testARetrySearchesTheSameTextAgainAndItsResultsReplaceTheError() {
        api.searchAnswers["rx"] = .failure(.network(.offline))
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(1000, .searchTextChanged("rx")),
            .next(1500, .retried("rx")),
        ]) { _ in }
        XCTAssertEqual(
            api.searches.map(\.query), ["rx", "rx"], "the same text typed again is not searched; a retry is")
        XCTAssertEqual(states.last?.value.error, .network(.offline))
        api.searchAnswers["rx"] = nil
        setUp()
        let fixed = run([.next(210, .retried("rx"))])
        XCTAssertEqual(fixed.last?.value.repositories.map(\.name), ["rx"])
        XCTAssertNil(fixed.last?.value.error)
    }

    func testTheRateLimitToastNamesTheResetAndTheToken() {
        api.searchAnswers["rx"] = .failure(
            .rateLimited(resetAt: Date(timeIntervalSince1970: 41), retryAfter: nil, authenticated: false))
        let toast = run([.next(210, .searchTextChanged("rx"))]).last?.value.toast ?? ""
        XCTAssertEqual(
            toast,
            "GitHub rate limit reached; resets at \(timeOfDay(41)). Set GITHUB_TOKEN for 30 searches a minute.")
    }

    /// The toast says when to try again as a time of day, counted from when the answer came (810 ms: settle time
    /// and latency), rounded up to the second: the same words stay right on screen, where "in 30 s" would not.
    func testARetryAfterToastSaysWhenToTryAgainAsATimeOfDay() {
        api.searchAnswers["rx"] = .failure(.rateLimited(resetAt: nil, retryAfter: 30, authenticated: true))
        let toast = run([.next(210, .searchTextChanged("rx"))]).last?.value.toast
        XCTAssertEqual(toast, "GitHub asked to slow down; try again at \(timeOfDay(31)).")
    }

    /// Seconds since 1970 (the test scheduler's clock) as the app says a moment: the local time of day.
    private func timeOfDay(_ seconds: TimeInterval) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    func testToastsComeAtMostOnceASecond() {
        api.latency = 10
        api.searchAnswers["a"] = .failure(.network(.offline))
        api.searchAnswers["b"] = .failure(.serverError(status: 500, message: nil))
        api.searchAnswers["c"] = .failure(.network(.timedOut))
        let states = run([
            .next(210, .searchTextChanged("a")), // fails at 720: toast
            .next(800, .searchTextChanged("b")), // fails at 1310: within a second, no toast
            .next(1500, .searchTextChanged("c")), // fails at 2010: toast again
        ])
        let toastTimes = states.filter { $0.value.toast != nil }
            .reduce(into: [(TestTime, UInt)]()) { fired, state in
                if fired.last?.1 != state.value.$toast.valueUpdatedCount {
                    fired.append((state.time, state.value.$toast.valueUpdatedCount))
                }
            }
        XCTAssertEqual(toastTimes.map(\.0), [720, 2010])
        XCTAssertEqual(states.last?.value.toast, GitHubAPIError.network(.timedOut).description)
        XCTAssertEqual(
            states.first { $0.time == 1310 }?.value.error, .serverError(status: 500, message: nil),
            "the state still records the failure the toast skipped")
    }

    func testTransientFailuresAreRetriedWhenThePolicySaysSo() {
        api.searchAnswers["rx"] = .failure(.serverError(status: 503, message: nil))
        let states = run([.next(210, .searchTextChanged("rx"))]) { controller in
            controller.retryPolicy = RetryPolicy(maxRetries: 1, initialDelay: .milliseconds(200))
        }
        XCTAssertEqual(api.searches.map(\.query), ["rx", "rx"], "the first attempt and one retry")
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(710, 810)])
        XCTAssertEqual(api.searches[1].observable.subscriptions, [Subscription(1010, 1110)])
        XCTAssertEqual(states.last?.time, 1110)
        XCTAssertEqual(states.last?.value.error, .serverError(status: 503, message: nil))
    }

    // MARK: - Paging

    func testReachingTheBottomLoadsTheNextPageWithAFooterFlag() throws {
        let page2 = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=rx&page=2"))
        let page3 = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=rx&page=3"))
        api.searchAnswers["rx"] = .success(StubGitHubAPI.page(["a", "b"], total: 5, next: page2))
        api.pageAnswers[page2] = .success(StubGitHubAPI.page(["c", "d"], total: 5, next: page3))
        api.pageAnswers[page3] = .success(StubGitHubAPI.page(["e"], total: 5))
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(900, .scrolledToBottom(nextPage: page2)),
            .next(950, .scrolledToBottom(nextPage: page2)), // still loading: ignored
            .next(1100, .scrolledToBottom(nextPage: page3)),
        ])
        XCTAssertEqual(api.pages.map(\.url), [page2, page3])
        XCTAssertEqual(api.pages[0].observable.subscriptions, [Subscription(900, 1000)])
        XCTAssertEqual(states.first { $0.time == 900 }?.value.isLoadingMore, true)
        XCTAssertEqual(states.first { $0.time == 1000 }?.value.repositories.map(\.name), ["a", "b", "c", "d"])
        XCTAssertEqual(states.first { $0.time == 1000 }?.value.isLoadingMore, false)
        XCTAssertEqual(states.last?.value.repositories.map(\.name), ["a", "b", "c", "d", "e"])
        XCTAssertNil(states.last?.value.nextPageURL)
        XCTAssertEqual(states.last?.value.summary, "5 repositories")
    }

    func testANewQueryCancelsTheNextPageAndAStalePageIsNeverAppended() throws {
        let page2 = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=rx&page=2"))
        api.searchAnswers["rx"] = .success(StubGitHubAPI.page(["a"], total: 2, next: page2))
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(900, .scrolledToBottom(nextPage: page2)),
            .next(950, .searchTextChanged("rxswift")),
        ])
        XCTAssertEqual(api.pages[0].observable.subscriptions, [Subscription(900, 950)])
        XCTAssertEqual(states.first { $0.time == 950 }?.value.isLoadingMore, false)
        XCTAssertEqual(states.last?.value.repositories.map(\.name), ["rxswift"])
    }

    func testAFailedNextPageKeepsTheListAndToasts() throws {
        let page2 = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=rx&page=2"))
        api.searchAnswers["rx"] = .success(StubGitHubAPI.page(["a"], total: 2, next: page2))
        api.pageAnswers[page2] = .failure(.network(.connectionLost))
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(900, .scrolledToBottom(nextPage: page2)),
        ])
        let last = states.last?.value
        XCTAssertEqual(last?.repositories.map(\.name), ["a"])
        XCTAssertEqual(last?.nextPageURL, page2, "the user can try again")
        XCTAssertEqual(last?.isLoadingMore, false)
        XCTAssertEqual(last?.toast, GitHubAPIError.network(.connectionLost).description)
    }

    // MARK: - Opening

    func testEnterOpensGitHubPagesWithoutCancellingTheSearch() {
        let repository = StubGitHubAPI.repository("RxSwift", owner: "ReactiveX")
        let states = run(
            [
                .next(210, .searchTextChanged("rx")),
                .next(750, .repositoryChosen(repository)),
            ], opener: opener)
        XCTAssertEqual(opener.opened, [repository.htmlURL])
        XCTAssertEqual(
            states.first { $0.time == 750 }?.value.openMessage, "Opened https://github.com/ReactiveX/RxSwift")
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(710, 810)], "the search went on")
        XCTAssertEqual(states.last?.value.repositories.map(\.name), ["rx"])
    }

    func testOnlyHTTPSGitHubURLsAreOpened() throws {
        let urls = [
            "http://github.com/a/b", "https://github.com.evil.example/a/b", "https://evil.example/a",
            "https://user@github.com/a/b", "file:///etc/passwd", "https://github.com:8443/a/b",
        ]
        var events: [Recorded<Event<GitHubSearchEvent>>] = []
        for (index, text) in urls.enumerated() {
            let url = try XCTUnwrap(URL(string: text))
            events.append(
                .next(210 + TestTime(index), .repositoryChosen(Repository(name: "b", fullName: "a/b", htmlURL: url))))
        }
        let states = run(events, opener: opener)
        XCTAssertEqual(opener.opened, [])
        XCTAssertEqual(
            states.last?.value.openMessage, "Not opened: https://github.com:8443/a/b is not an https://github.com page")
        XCTAssertTrue(GitHubPage.isGitHubPage(try XCTUnwrap(URL(string: "https://GitHub.com/a/b"))))
    }

    func testWithoutAnOpenerTheURLIsShown() {
        let repository = StubGitHubAPI.repository("RxSwift", owner: "ReactiveX")
        opener.result = .noOpener
        let noOpener = run([.next(210, .repositoryChosen(repository))], opener: opener)
        XCTAssertEqual(noOpener.last?.value.openMessage, "Open in a browser: https://github.com/ReactiveX/RxSwift")
        let none = run([.next(210, .repositoryChosen(repository))], opener: nil)
        XCTAssertEqual(none.last?.value.openMessage, "Open in a browser: https://github.com/ReactiveX/RxSwift")
        opener.result = .failed(reason: "xdg-open exited with status 3")
        let failed = run([.next(210, .repositoryChosen(repository))], opener: opener)
        XCTAssertEqual(
            failed.last?.value.openMessage,
            "Could not open https://github.com/ReactiveX/RxSwift: xdg-open exited with status 3")
    }

    // MARK: - Modes

    func testTabSwitchesModesCancellingTheSearchAndSwitchingBackSearchesAgain() {
        api.latency = 300
        let states = run([
            .next(210, .searchTextChanged("rx")),
            .next(800, .modeToggled), // the request in flight since 710 is cancelled
            .next(1000, .modeToggled),
            .next(1000, .searchTextChanged("rx")), // the view re-sends the text on return
        ])
        XCTAssertEqual(states.first { $0.time == 800 }?.value.mode, .user)
        XCTAssertEqual(states.first { $0.time == 800 }?.value.isLoading, false)
        XCTAssertEqual(states.first { $0.time == 800 }?.value.repositories, [])
        XCTAssertEqual(api.searches.map(\.query), ["rx", "rx"])
        XCTAssertEqual(api.searches[0].observable.subscriptions, [Subscription(710, 800)])
        XCTAssertEqual(api.searches[1].observable.subscriptions, [Subscription(1500, 1800)])
        XCTAssertEqual(states.last?.value.mode, .repositories)
        XCTAssertEqual(states.last?.value.repositories.map(\.name), ["rx"])
    }

    // MARK: - Offline catalog through the loop

    func testTheBundledCatalogAnswersThroughTheLoop() throws {
        let offline = OfflineGitHubAPI(
            catalog: try OfflineCatalog.bundled(), scheduler: scheduler, latency: .milliseconds(300))
        let controller = GitHubSearchController(api: offline, scheduler: scheduler)
        let states = scheduler.run(
            GitHubSearchModel(), controller: controller,
            events: [
                .next(210, .searchTextChanged("RxSwift"))
            ], disposed: 5000)
        let last = try XCTUnwrap(states.events.last?.value.element)
        XCTAssertEqual(states.events.last?.time, 1010)
        XCTAssertEqual(last.repositories.first?.fullName, "ReactiveX/RxSwift")
    }
}
