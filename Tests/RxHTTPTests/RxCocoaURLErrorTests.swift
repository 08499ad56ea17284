import Foundation
import HTTPStubServer
import Rx
import RxTesting
import XCTest

@testable import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.rx` failing the RxCocoa way (`RxCocoaURLError`), with the typed `HTTPError` still reachable.
final class RxCocoaURLErrorTests: RxTestCase {
    nonisolated(unsafe) private static var server: StubServer?

    override class func setUp() {
        super.setUp()
        server = try? StubServer()
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func request(_ scenario: String) throws -> URLRequest {
        let server = try XCTUnwrap(Self.server, "python3 is needed for the stub server")
        let url = try XCTUnwrap(
            URL(string: server.baseURL(scenario: scenario).absoluteString + "/search/repositories?q=rx"))
        var request = URLRequest(url: url)
        request.timeoutInterval = 20
        return request
    }

    private func response(_ code: Int, headers: [String: String] = [:]) throws -> HTTPURLResponse {
        let url = try XCTUnwrap(URL(string: "https://example.com/x"))
        return try XCTUnwrap(
            HTTPURLResponse(url: url, statusCode: code, httpVersion: "HTTP/1.1", headerFields: headers))
    }

    // MARK: - Over the wire

    func testDataFailsWithHTTPRequestFailedCarryingResponseAndBody() throws {
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
        do {
            _ = try URLSession.shared.rx.data(request: request("invalid")).toBlocking(timeout: 20).single()
            XCTFail("a 422 must fail")
        } catch RxCocoaURLError.httpRequestFailed(let response, let data) {
            XCTAssertEqual(response.statusCode, 422)
            XCTAssertTrue(String(decoding: data ?? Data(), as: UTF8.self).contains("Validation Failed"))
        }
    }

    func testTheTypedErrorStaysReachable() throws {
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
        do {
            _ = try URLSession.shared.rx.data(request: request("toomany")).toBlocking(timeout: 20).single()
            XCTFail("a 429 must fail")
        } catch let error as RxCocoaURLError {
            XCTAssertEqual(error.httpError, .rateLimited(resetAt: nil, retryAfter: 30))
            XCTAssertEqual(HTTPError(error), .rateLimited(resetAt: nil, retryAfter: 30))
            XCTAssertFalse(error.isTransient)
        }
    }

    func testJSONFailsWithDeserializationError() throws {
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
        do {
            _ = try URLSession.shared.rx.json(request: request("malformed")).toBlocking(timeout: 20).single()
            XCTFail("HTML must not parse as JSON")
        } catch RxCocoaURLError.deserializationError(let error) {
            XCTAssertFalse(error is HTTPError, "carries the parser's own error, as RxCocoa does")
            XCTAssertEqual(
                HTTPError(RxCocoaURLError.deserializationError(error: error)),
                .decoding(path: "", reason: "the body is not valid JSON"))
        }
    }

    func testDecodableKeepsFailingWithHTTPError() throws {
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
        struct Page: Decodable {}
        do {
            _ = try URLSession.shared.rx.decodable(Page.self, request: request("error500")).toBlocking(timeout: 20)
                .single()
            XCTFail("a 500 must fail")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .status(code: 500, message: "Server Error"))
        }
    }

    // MARK: - Bridging without a server

    func testHTTPErrorBridgesEveryURLSessionError() throws {
        let failed = RxCocoaURLError.httpRequestFailed(response: try response(503), data: Data("busy".utf8))
        XCTAssertEqual(failed.httpError, .status(code: 503, message: "busy"))
        XCTAssertTrue(failed.isTransient, "retry policies see a 503 through RxCocoaURLError")
        XCTAssertTrue(RetryPolicy().shouldRetry(failed, retry: 1))
        XCTAssertFalse(
            RetryPolicy().shouldRetry(
                RxCocoaURLError.httpRequestFailed(response: try response(404), data: nil), retry: 1))
        XCTAssertEqual(HTTPError(URLError(.timedOut)), .transport(.timedOut))
        XCTAssertEqual(HTTPError(HTTPError.nonHTTPResponse), .nonHTTPResponse)
        XCTAssertEqual(HTTPError(RxCocoaURLError.nonHTTPResponse(response: try response(200))), .nonHTTPResponse)
        struct Unrelated: Error {}
        XCTAssertNil(HTTPError(Unrelated()), "errors from elsewhere are not HTTP errors")
        XCTAssertEqual(failed.debugDescription, "HTTP request failed with `503`.")
        XCTAssertEqual(failed.description, HTTPError.status(code: 503, message: "busy").description)
    }

    // MARK: - Logging

    func testLoggingIsOffByDefaultAndRedactsCredentialsWhenOn() throws {
        try XCTSkipIf(Self.server == nil, "python3 is needed for the stub server")
        let lines = LockedValue<[String]>([])
        let savedOutput = URLRequestLog.output.value
        URLRequestLog.output.value = { line in lines.value.append(line) }
        defer {
            URLRequestLog.output.value = savedOutput
            Logging.URLRequests = { _ in false }
        }
        var request = try request("ok")
        request.setValue("Bearer secret-token", forHTTPHeaderField: "Authorization")
        _ = try URLSession.shared.rx.data(request: request).toBlocking(timeout: 20).single()
        XCTAssertEqual(lines.value, [], "nothing is logged unless the app turns logging on")

        Logging.URLRequests = { $0.url?.path.hasSuffix("/repositories") == true }
        XCTAssertTrue(URLSession.rx.shouldLogRequest(request), "one switch, two spellings")
        _ = try URLSession.shared.rx.data(request: request).toBlocking(timeout: 20).single()
        let logged = lines.value
        XCTAssertEqual(logged.count, 2, "\(logged)")
        XCTAssertTrue(logged.first?.hasPrefix("curl -X \"GET\"") == true, "\(logged)")
        XCTAssertTrue(logged.first?.contains("Authorization: <redacted>") == true, "\(logged)")
        XCTAssertFalse(logged.joined().contains("secret-token"))
        XCTAssertTrue(
            logged.last?.hasPrefix("Success (") == true && logged.last?.hasSuffix("Status 200") == true,
            "\(logged)")

        URLSession.rx.shouldLogRequest = { _ in false }
        _ = try URLSession.shared.rx.data(request: request).toBlocking(timeout: 20).single()
        XCTAssertEqual(lines.value.count, 2, "turned off again through RxSwift 6's spelling")
    }
}
