import Foundation
import FuzzSupport
import GitHubSearch
import Rx
import RxHTTP
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 5xx that says how long to wait (`Retry-After`, RFC 9110) is told with that wait, and is not retried at once:
/// "try again in a moment" (and two retries within a second and a half) would contradict a server that asked for
/// two minutes.
final class GitHubRetryAfterTests: InProcessGitHubTestCase {
    override class var host: String { "retry-after-github.test" }
    private let now = Date(timeIntervalSince1970: 1_748_779_200)

    private func searchError(status: Int, headers: [String: String]) throws -> GitHubAPIError {
        var headers = headers
        headers["Content-Type"] = "application/json"
        StubURLProtocol.answer(
            host: Self.host, with: .init(status: status, headers: headers, body: Array(#"{"message":"busy"}"#.utf8)))
        let search = github.api.searchRepositories(query: "rx", sort: nil, order: nil, page: 1, perPage: 30)
        guard case .failed(_, let error) = search.toBlocking(timeout: 10).materialize() else {
            throw XCTSkip("the request did not fail")
        }
        return try XCTUnwrap(error as? GitHubAPIError, "\(error)")
    }

    func testA503WithRetryAfterSaysTheHeadersWait() throws {
        let error = try searchError(status: 503, headers: ["Retry-After": "120"])
        XCTAssertEqual(error.description(now: now), "GitHub is having trouble (503); try again in 2 min.")
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        XCTAssertEqual(
            error.description(now: now, waits: .timeOfDay),
            "GitHub is having trouble (503); try again at \(formatter.string(from: now.addingTimeInterval(120))).")
        XCTAssertFalse(error.isTransient, "the server asked for two minutes: no retry within a second")
    }

    func testA502WithAnHTTPDateSaysItsWaitToo() throws {
        let error = try searchError(status: 502, headers: ["Retry-After": "Fri, 31 Dec 9998 23:59:59 GMT"])
        XCTAssertEqual(error.description(now: now), "GitHub is having trouble (502); try again in more than a day.")
    }

    func testA503WithoutRetryAfterIsTheUsualTransientFailure() throws {
        let error = try searchError(status: 503, headers: [:])
        XCTAssertEqual(error, .serverError(status: 503, message: "busy"))
        XCTAssertEqual(error.description(now: now), "GitHub is having trouble (503); try again in a moment.")
        XCTAssertTrue(error.isTransient)
    }

    func testAnUnreadableRetryAfterIsIgnored() throws {
        let error = try searchError(status: 503, headers: ["Retry-After": "soon"])
        XCTAssertEqual(error, .serverError(status: 503, message: "busy"))
    }
}
