import Foundation
import GitHubSearch
import Rx
import RxTesting
import XCTest

/// The user mode's view model in virtual time (1 tick = 1 ms), its Drivers delivered on the test scheduler.
final class UserRepositoriesViewModelTests: StubGitHubTestCase {
    override func setUp() {
        super.setUp()
        api.userAnswers["octo"] = .success(
            StubGitHubAPI.page(["hello", "world"], next: URL(string: "https://api.github.com/users/octo/repos?page=2")))
        api.userAnswers["empty"] = .success(StubGitHubAPI.page([]))
    }

    private struct Recording {
        let repositories: TestableObserver<[String]>
        let isLoading: TestableObserver<Bool>
        let isPending: TestableObserver<Bool>
        let message: TestableObserver<String>
        let failure: TestableObserver<String?>
    }

    private func run(_ logins: [(TestTime, String)]) -> Recording {
        let recording = Recording(
            repositories: scheduler.createObserver([String].self), isLoading: scheduler.createObserver(Bool.self),
            isPending: scheduler.createObserver(Bool.self), message: scheduler.createObserver(String.self),
            failure: scheduler.createObserver(String?.self))
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = UserRepositoriesViewModel(api: api, scheduler: scheduler)
            let bag = DisposeBag()
            scheduler.scheduleAt(100) {
                viewModel.repositories.map { $0.map(\.name) }.drive(recording.repositories).disposed(by: bag)
                viewModel.isLoading.drive(recording.isLoading).disposed(by: bag)
                viewModel.isPending.drive(recording.isPending).disposed(by: bag)
                viewModel.message.drive(recording.message).disposed(by: bag)
                viewModel.failure.drive(recording.failure).disposed(by: bag)
            }
            for (time, login) in logins {
                scheduler.scheduleAt(time) { viewModel.username.accept(login) }
            }
            scheduler.scheduleAt(5000) { _ = bag }
            scheduler.start()
        }
        return recording
    }

    func testALoginListsTheUsersRepositoriesAfterTypingSettles() {
        let recording = run([(200, "  octo ")])
        XCTAssertEqual(api.users.map(\.login), ["octo"])
        XCTAssertEqual(api.users[0].observable.subscriptions, [Subscription(700, 800)])
        XCTAssertEqual(recording.repositories.events.last?.value.element, ["hello", "world"])
        XCTAssertEqual(recording.isLoading.events.compactMap(\.value.element), [false, true, false])
        XCTAssertEqual(
            recording.message.events.compactMap(\.value.element),
            [
                "Type a GitHub user or organization name", "Repositories of octo…", "2+ repositories of octo",
            ])
    }

    func testAnUnknownUserSaysSoAndEmptiesTheList() {
        let recording = run([(200, "octo"), (1000, "nobody-here")])
        XCTAssertEqual(recording.repositories.events.last?.value.element, [])
        XCTAssertEqual(
            recording.message.events.last?.value.element,
            "There is no GitHub user or organization named \u{201C}nobody-here\u{201D}; check the spelling.")
    }

    func testOtherFailuresKeepTheListAndShowTheError() {
        api.userAnswers["flaky"] = .failure(.serverError(status: 502, message: nil))
        let recording = run([(200, "octo"), (1000, "flaky")])
        XCTAssertEqual(recording.repositories.events.last?.value.element, ["hello", "world"])
        XCTAssertEqual(
            recording.message.events.last?.value.element,
            GitHubAPIError.serverError(status: 502, message: nil).description)
        XCTAssertEqual(
            recording.failure.events.compactMap(\.value.element),
            [nil, GitHubAPIError.serverError(status: 502, message: nil).description],
            "the whole sentence, for where it can be read")
    }

    /// A wait stays in the message as long as the login does: it is a time of day, counted from the answer (at
    /// 800 ms: settle time and latency), not "in 30 s".
    func testARateLimitSaysWhenToTryAgainAsATimeOfDay() {
        api.userAnswers["busy"] = .failure(.rateLimited(resetAt: nil, retryAfter: 30, authenticated: false))
        let recording = run([(200, "busy")])
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let clock = formatter.string(from: Date(timeIntervalSince1970: 31))
        XCTAssertEqual(
            recording.message.events.last?.value.element, "GitHub asked to slow down; try again at \(clock).")
    }

    func testTheLatestLoginWinsAndTypingSendsOneRequest() {
        api.latency = 400
        let recording = run([(200, "o"), (300, "oc"), (400, "oct"), (500, "octo"), (1100, "empty")])
        XCTAssertEqual(api.users.map(\.login), ["octo", "empty"])
        XCTAssertEqual(api.users[0].observable.subscriptions, [Subscription(1000, 1100)], "cancelled by the next login")
        XCTAssertEqual(recording.message.events.last?.value.element, "empty has no public repositories")
        XCTAssertFalse(recording.repositories.events.contains { $0.value.element == ["hello", "world"] })
    }

    func testARepositoryListedTwiceIsShownOnceAndAFirstPageOfOneWithMoreSaysSo() {
        api.userAnswers["twice"] = .success(StubGitHubAPI.page(["hello", "HELLO", "hello", "world"]))
        api.userAnswers["one"] = .success(
            StubGitHubAPI.page(["solo"], next: URL(string: "https://api.github.com/users/one/repos?page=2")))
        let recording = run([(200, "twice"), (1000, "one")])
        XCTAssertTrue(
            recording.repositories.events.contains { $0.value.element == ["hello", "world"] },
            "\(recording.repositories.events)")
        XCTAssertTrue(
            recording.message.events.contains { $0.value.element == "2 repositories of twice" },
            "\(recording.message.events)")
        XCTAssertEqual(recording.message.events.last?.value.element, "1+ repositories of one")
    }

    func testClearingTheLoginClearsTheList() {
        let recording = run([(200, "octo"), (1000, "")])
        XCTAssertEqual(recording.repositories.events.last?.value.element, [])
        XCTAssertEqual(recording.message.events.last?.value.element, "Type a GitHub user or organization name")
        XCTAssertEqual(api.users.count, 1)
    }

    func testALoginIsPendingFromItsChangeUntilItsAnswer() {
        let recording = run([(200, "octo"), (1000, "nobody-here"), (2000, "")])
        XCTAssertEqual(
            recording.isPending.events,
            [.next(101, false), .next(201, true), .next(801, false), .next(1001, true), .next(1601, false)])
    }
}
