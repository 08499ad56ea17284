import Foundation
import GitHubSearch
import HTTPStubServer
import Rx
import RxHTTP
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class LiveGitHubAPITests: RxTestCase {
    nonisolated(unsafe) private static var server: StubServer?
    private var server: StubServer { Self.server! }

    override class func setUp() {
        super.setUp()
        server = try? StubServer()
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    override func setUpWithError() throws {
        if Self.server == nil, ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("the stub server did not start; CI needs python3")
        }
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
    }

    private func api(_ scenario: String, token: String? = nil) -> LiveGitHubAPI {
        LiveGitHubAPI(
            configuration: GitHubConfiguration(
                baseURL: server.baseURL(scenario: scenario), token: token.map(GitHubToken.init)))
    }

    private func page(_ source: Observable<RepositoryPage>, file: StaticString = #filePath, line: UInt = #line)
        -> RepositoryPage?
    {
        let collector = EventCollector<RepositoryPage>(self)
        _ = collector.subscribe(source)
        wait(for: [collector.finished], timeout: 20)
        XCTAssertNil(collector.error, "unexpected error \(String(describing: collector.error))", file: file, line: line)
        XCTAssertTrue(collector.completed, file: file, line: line)
        return collector.elements.first
    }

    private func failure(_ source: Observable<RepositoryPage>, file: StaticString = #filePath, line: UInt = #line)
        -> GitHubAPIError?
    {
        let collector = EventCollector<RepositoryPage>(self)
        _ = collector.subscribe(source)
        wait(for: [collector.finished], timeout: 20)
        XCTAssertTrue(collector.elements.isEmpty, file: file, line: line)
        guard let error = collector.error as? GitHubAPIError else {
            XCTFail("expected a GitHubAPIError, got \(String(describing: collector.error))", file: file, line: line)
            return nil
        }
        return error
    }

    func testSearchFollowsLinkHeaderToTheLastPage() {
        let api = api("ok")
        guard let first = page(api.searchRepositories(query: "rx", perPage: 2)) else { return }
        XCTAssertEqual(first.totalCount, 5)
        XCTAssertFalse(first.incompleteResults)
        XCTAssertEqual(first.repositories.map(\.fullName), ["ReactiveX/RxSwift", "ReactiveX/rxjs"])
        XCTAssertEqual(first.repositories[0].htmlURL.absoluteString, "https://github.com/ReactiveX/RxSwift")
        XCTAssertEqual(first.repositories[0].language, "Swift")
        XCTAssertNil(first.repositories[1].description)
        XCTAssertEqual(
            first.nextPageURL?.absoluteString,
            server.baseURL(scenario: "ok").absoluteString + "/search/repositories?q=rx&per_page=2&page=2")

        var all = first.repositories
        var next = first.nextPageURL
        var pages = 1
        while let url = next, pages < 10 {
            guard let following = page(api.nextPage(url)) else { return }
            all += following.repositories
            next = following.nextPageURL
            pages += 1
        }
        XCTAssertEqual(pages, 3)
        XCTAssertEqual(all.count, 5)
        XCTAssertEqual(Set(all.map(\.fullName)).count, 5)
    }

    func testIncompleteResultsAreSurfaced() {
        XCTAssertEqual(page(api("ok").searchRepositories(query: "incomplete"))?.incompleteResults, true)
    }

    func testSendsGitHubHeadersAndTheTokenOnlyWhenSet() {
        let marker = "headers\(UUID().uuidString.prefix(8))"
        _ = page(api("ok", token: "test-token-1").searchRepositories(query: marker + "a"))
        _ = page(api("ok").searchRepositories(query: marker + "b"))
        let requests = server.requests().filter { $0.path.contains(marker) }
        XCTAssertEqual(requests.count, 2)
        guard let withToken = requests.first(where: { $0.path.contains(marker + "a") }),
            let without = requests.first(where: { $0.path.contains(marker + "b") })
        else { return XCTFail("requests missing") }
        XCTAssertEqual(withToken.headers["accept"], "application/vnd.github+json")
        XCTAssertEqual(withToken.headers["x-github-api-version"], "2022-11-28")
        XCTAssertEqual(withToken.headers["user-agent"], "RxMVC-GitHubSearch")
        XCTAssertEqual(withToken.headers["authorization"], "Bearer test-token-1")
        XCTAssertNil(without.headers["authorization"])
        XCTAssertEqual(withToken.method, "GET")
    }

    func testQueryIsPercentEncodedWithSortOrderAndPaging() {
        let marker = "enc\(UUID().uuidString.prefix(8))"
        _ = page(
            api("ok").searchRepositories(
                query: "  \(marker) language:c++ a&b=c #1 é/? ", sort: .stars, order: .ascending, page: 2, perPage: 500)
        )
        guard let request = server.requests().first(where: { $0.path.contains(marker) }) else {
            return XCTFail("request missing")
        }
        XCTAssertEqual(
            request.path,
            "/ok/search/repositories?q=\(marker)%20language%3Ac%2B%2B%20a%26b%3Dc%20%231%20%C3%A9%2F%3F"
                + "&sort=stars&order=asc&per_page=100&page=2")
    }

    func testOverlongAndEmptyQueriesAreRejectedWithoutARequest() {
        let before = server.requests().count
        XCTAssertEqual(
            failure(api("ok").searchRepositories(query: String(repeating: "a", count: 257))),
            .queryTooLong(length: 257))
        XCTAssertEqual(failure(api("ok").searchRepositories(query: " \n ")), .emptyQuery)
        XCTAssertNotNil(page(api("ok").searchRepositories(query: String(repeating: "b", count: 256))))
        XCTAssertEqual(server.requests().count, before + 1)
    }

    func testRateLimitWithExhaustedQuotaFailsUntilReset() {
        XCTAssertEqual(
            failure(api("ratelimit").searchRepositories(query: "rx")),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_000), retryAfter: nil, authenticated: false))
        XCTAssertEqual(
            failure(api("ratelimit", token: "t").searchRepositories(query: "rx")),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_000), retryAfter: nil, authenticated: true))
    }

    func testSecondaryRateLimitAndTooManyRequestsCarryRetryAfter() {
        XCTAssertEqual(
            failure(api("secondary").searchRepositories(query: "rx")),
            .rateLimited(resetAt: nil, retryAfter: 60, authenticated: false))
        XCTAssertEqual(
            failure(api("toomany").searchRepositories(query: "rx")),
            .rateLimited(resetAt: nil, retryAfter: 30, authenticated: false))
    }

    func testValidationFailureCarriesGitHubsMessage() {
        XCTAssertEqual(
            failure(api("invalid").searchRepositories(query: "user:nobody-at-all")),
            .invalidQuery(
                message: "Validation Failed: The listed users and repositories cannot be searched "
                    + "either because the resources do not exist or you do not have permission to view them."))
    }

    func testServerErrorIsServerError() {
        XCTAssertEqual(
            failure(api("error500").searchRepositories(query: "rx")),
            .serverError(status: 500, message: "Server Error"))
    }

    func testBrokenBodiesAreMalformedResponses() {
        XCTAssertEqual(
            failure(api("malformed").searchRepositories(query: "rx")),
            .malformedResponse(path: "", reason: "the body is not valid JSON"))
        XCTAssertEqual(
            failure(api("badfield").searchRepositories(query: "rx")),
            .malformedResponse(path: "items[1].full_name", reason: "the field is missing"))
        guard case .malformedResponse? = failure(api("truncated").searchRepositories(query: "rx")) else {
            return XCTFail("truncated JSON must be a malformed response")
        }
    }

    func testConnectionClosedMidBodyIsANetworkFailure() {
        XCTAssertEqual(failure(api("cutoff").searchRepositories(query: "rx")), .network(.connectionLost))
    }

    func testUserRepositoriesAndNoSuchUser() {
        XCTAssertEqual(page(api("ok").userRepositories(user: "octocat"))?.repositories.count, 3)
        XCTAssertEqual(failure(api("ok").userRepositories(user: "no-such-user")), .noSuchUser("no-such-user"))
        XCTAssertEqual(failure(api("ok").userRepositories(user: "../search")), .noSuchUser("../search"))
    }

    func testNextPageRefusesURLsOutsideTheAPI() {
        let foreign = URL(string: "https://evil.example.test/search/repositories?page=2")!
        XCTAssertEqual(failure(api("ok", token: "t").nextPage(foreign)), .foreignPageURL(foreign))
        let otherScenario = server.baseURL(scenario: "okx").appendingPathComponent("search/repositories")
        XCTAssertEqual(failure(api("ok").nextPage(otherScenario)), .foreignPageURL(otherScenario))
    }

    func testDisposingMidRequestClosesTheConnectionAndDeliversNothing() {
        let marker = "cancel\(UUID().uuidString.prefix(8))"
        let collector = EventCollector<RepositoryPage>(self, expectsNothing: true)
        let subscription = collector.subscribe(api("slow").searchRepositories(query: marker))
        XCTAssertTrue(server.waitForRequest(pathContaining: marker))
        subscription.dispose()
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker))
        wait(for: [collector.finished], timeout: 0.5)
        XCTAssertEqual(collector.count, 0)
    }
}
