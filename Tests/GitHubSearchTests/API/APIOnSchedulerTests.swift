import Foundation
import GitHubSearch
import Rx
import RxTesting
import XCTest

/// `GitHubAPI.delivering(on:)`: every answer arrives on the loop's scheduler, never on the thread that answered.
final class APIOnSchedulerTests: XCTestCase {
    func testEveryAnswerArrivesOnTheGivenScheduler() throws {
        let loop = TestScheduler(initialClock: 0)
        let answering = TestScheduler(initialClock: 0)
        let stub = StubGitHubAPI(scheduler: answering)
        stub.userAnswers["octocat"] = .success(StubGitHubAPI.page(["hello"]))
        let api = stub.delivering(on: loop)

        var answers: [String] = []
        let next = try XCTUnwrap(URL(string: "https://api.github.com/search/repositories?q=rx&page=2"))
        let subscriptions = [
            api.searchRepositories(query: "rx").subscribe(onNext: { _ in answers.append("search") }),
            api.userRepositories(user: "octocat", page: 1).subscribe(onNext: { _ in answers.append("user") }),
            api.nextPage(next).subscribe(onNext: { _ in answers.append("next") }),
        ]
        answering.start()
        XCTAssertEqual(answers, [], "answered, but not yet on the loop's scheduler")
        loop.start()
        XCTAssertEqual(answers, ["search", "user", "next"])
        subscriptions.forEach { $0.dispose() }
    }
}
