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

/// `LiveGitHubAPI` against a server that tries to get the token elsewhere, hang the client or flood it. `server`
/// plays the API; `elsewhere`, on another port, is the other origin and records whatever reaches it.
final class HostileServerTests: RxTestCase {
    nonisolated(unsafe) private static var origins: StubOrigins?
    private var server: StubServer { Self.origins!.server }
    private var elsewhere: StubServer { Self.origins!.elsewhere }

    override class func setUp() {
        super.setUp()
        origins = try? StubOrigins()
    }

    override class func tearDown() {
        origins?.stop()
        origins = nil
        super.tearDown()
    }

    override func setUpWithError() throws {
        try StubOrigins.ready(Self.origins, settings: ["drip_interval": "0.2", "huge_size": "50000000"])
    }

    private func api(_ scenario: String, token: String? = "ghp_secret", limits: HTTPLimits = .default) -> LiveGitHubAPI
    {
        LiveGitHubAPI(
            configuration: GitHubConfiguration(
                baseURL: server.baseURL(scenario: scenario), token: token.map(GitHubToken.init), limits: limits))
    }

    private func outcome(_ source: Observable<RepositoryPage>) -> EventCollector<RepositoryPage> {
        let collector = EventCollector<RepositoryPage>(self)
        _ = collector.subscribe(source)
        wait(for: [collector.finished], timeout: 20)
        return collector
    }

    private func failure(_ source: Observable<RepositoryPage>, file: StaticString = #filePath, line: UInt = #line)
        -> GitHubAPIError?
    {
        let result = outcome(source)
        XCTAssertTrue(result.elements.isEmpty, "no page expected", file: file, line: line)
        guard let error = result.error as? GitHubAPIError else {
            XCTFail("expected a GitHubAPIError, got \(String(describing: result.error))", file: file, line: line)
            return nil
        }
        return error
    }

    // MARK: - Finding 1: the token stays with the API's origin

    func testARedirectToAnotherOriginIsRefusedAndTheTokenNeverArrivesThere() {
        for scenario in ["moved301", "moved307"] {
            let error = failure(api(scenario).searchRepositories(query: "rx"))
            XCTAssertEqual(
                error,
                .foreignRedirect(
                    from: HTTPOrigin(server.baseURL(scenario: scenario)), to: HTTPOrigin(URL(string: elsewhere.origin)!)
                ))
            XCTAssertEqual(error?.description.contains(elsewhere.origin), true, error?.description ?? "")
        }
        let reached = elsewhere.requests()
        XCTAssertFalse(reached.contains { $0.headers["authorization"] != nil }, "the token reached the other origin")
        XCTAssertEqual(reached.count, 0, "nothing may reach the other origin: \(reached.map(\.path))")
    }

    func testARedirectWithinTheAPIOriginIsFollowedWithTheToken() {
        let marker = "same\(UUID().uuidString.prefix(8))"
        let result = outcome(api("samemoved").searchRepositories(query: marker))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.first?.repositories.first?.fullName, "ReactiveX/RxSwift")
        let followed = server.requests().filter { $0.path.hasPrefix("/ok/search/repositories?q=\(marker)") }
        XCTAssertEqual(followed.map { $0.headers["authorization"] }, ["Bearer ghp_secret"])
    }

    func testATokenIsNeverSentOverPlainHTTPToANonLoopbackHost() {
        let url = URL(string: "http://api.github.invalid:\(elsewhere.port)")!
        let api = LiveGitHubAPI(configuration: GitHubConfiguration(baseURL: url, token: GitHubToken("ghp_secret")))
        let error = failure(api.searchRepositories(query: "rx"))
        XCTAssertEqual(error, .insecureTokenTransport(HTTPOrigin(url)))
        XCTAssertEqual(
            error?.description,
            "Refused to send GITHUB_TOKEN to http://api.github.invalid:\(elsewhere.port) "
                + "over plain http, where the network could read it; use an https API URL (plain http is allowed only for "
                + "127.0.0.1, ::1 and localhost) or unset GITHUB_TOKEN.")
        XCTAssertEqual(failure(api.userRepositories(user: "octocat")), .insecureTokenTransport(HTTPOrigin(url)))
        XCTAssertEqual(
            failure(api.nextPage(url.appendingPathComponent("search/repositories"))),
            .insecureTokenTransport(HTTPOrigin(url)))
    }

    // MARK: - Finding 4: deadline and size cap

    func testADrippingServerFailsAtTheConfiguredDeadline() {
        let started = Date()
        XCTAssertEqual(
            failure(api("drip", limits: HTTPLimits(deadline: 1)).searchRepositories(query: "rx")),
            .deadlineExceeded(seconds: 1))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testAFiftyMegabyteAnswerFailsWithTheDefaultCap() {
        let error = failure(api("huge").searchRepositories(query: "rx"))
        XCTAssertEqual(error, .responseTooLarge(limit: 5_000_000, announced: 50_000_000))
        XCTAssertEqual(error?.isTransient, false)
        XCTAssertEqual(
            failure(
                api("hugechunked", limits: HTTPLimits(maximumBodySize: 200_000))
                    .searchRepositories(query: "rx")), .responseTooLarge(limit: 200_000, announced: nil))
    }

    // MARK: - Finding 7: normalised Link paths

    func testALinkWhosePathLeavesTheBasePathIsRefusedWithoutARequest() {
        let marker = "dots\(UUID().uuidString.prefix(8))"
        let api = api("dotdot")
        let result = outcome(api.searchRepositories(query: marker, perPage: 2))
        guard let next = result.elements.first?.nextPageURL else { return XCTFail("page 1 has a next link") }
        XCTAssertTrue(next.absoluteString.contains("/dotdot/../ok/"), next.absoluteString)
        XCTAssertEqual(failure(api.nextPage(next)), .foreignPageURL(next))
        XCTAssertFalse(
            server.requests().contains { $0.path.hasPrefix("/ok/") && $0.path.contains(marker) },
            "the client followed the link out of the base path")
    }

    func testEncodedDotsSlashesAndBackslashesCannotLeaveTheBasePath() {
        let api = api("ok")
        let base = server.baseURL(scenario: "ok").absoluteString
        let origin = server.origin
        for escape in [
            "/ok/../okx/search/repositories", "/ok/%2e%2e/okx/search", "/ok/.%2E/okx/search",
            "/ok/%2E%2e/okx", "/ok/search/..%2f..%2fokx", "/ok/..%5c..%5cokx", "/ok/%252e%252e/okx",
            "/ok/%zz/search", "/ok/../../../okx", "/okx/../ok/../okx/search",
        ] {
            let url = URL(string: origin + escape)!
            XCTAssertEqual(failure(api.nextPage(url)), .foreignPageURL(url), escape)
        }
        // Dot segments that stay inside the base path are resolved, and the resolved URL is what is requested.
        let marker = "inside\(UUID().uuidString.prefix(8))"
        let inside = URL(string: base + "/search/./x/../repositories?q=\(marker)")!
        XCTAssertNil(outcome(api.nextPage(inside)).error)
        XCTAssertEqual(
            server.requests().filter { $0.path.contains(marker) }.map(\.path),
            ["/ok/search/repositories?q=\(marker)"])
    }
}
