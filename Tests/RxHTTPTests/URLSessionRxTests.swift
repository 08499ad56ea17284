import Foundation
import HTTPStubServer
import Rx
import RxHTTP
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class URLSessionRxTests: RxTestCase {
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

    private func request(_ scenario: String, _ path: String = "/search/repositories?q=rx&per_page=2") -> URLRequest {
        var request = URLRequest(url: URL(string: server.baseURL(scenario: scenario).absoluteString + path)!)
        request.timeoutInterval = 20
        return request
    }

    private func run<Element>(_ source: Observable<Element>) -> EventCollector<Element> {
        let collector = EventCollector<Element>(self)
        _ = collector.subscribe(source)
        wait(for: [collector.finished], timeout: 20)
        return collector
    }

    private func error<Element>(_ source: Observable<Element>, file: StaticString = #filePath, line: UInt = #line)
        -> HTTPError?
    {
        let result = run(source)
        XCTAssertTrue(result.elements.isEmpty, "no element expected", file: file, line: line)
        guard let error = result.error.flatMap({ HTTPError($0) }) else { // RxCocoaURLError bridges to HTTPError
            XCTFail("expected an HTTPError, got \(String(describing: result.error))", file: file, line: line)
            return nil
        }
        return error
    }

    func testResponseDeliversStatusHeadersAndBodyThenCompletes() {
        let result = run(URLSession.shared.rx.response(request: request("ok")))
        XCTAssertEqual(result.elements.count, 1)
        XCTAssertTrue(result.completed)
        let response = result.elements.first
        XCTAssertEqual(response?.response.statusCode, 200)
        XCTAssertEqual(response?.response.value(forHTTPHeaderField: "x-ratelimit-remaining"), "9")
        XCTAssertTrue(String(decoding: response?.data ?? Data(), as: UTF8.self).contains("ReactiveX/RxSwift"))
    }

    func testResponseDeliversErrorStatusesAsElements() {
        let result = run(URLSession.shared.rx.response(request: request("error500")))
        XCTAssertEqual(result.elements.first?.response.statusCode, 500)
        XCTAssertTrue(result.completed)
    }

    func testDataDeliversBodyOf2xx() {
        let result = run(URLSession.shared.rx.data(request: request("ok")))
        XCTAssertEqual(result.elements.count, 1)
        XCTAssertTrue(result.completed)
    }

    func testDataFailsWithStatusAndServerMessage() {
        XCTAssertEqual(
            error(URLSession.shared.rx.data(request: request("error500"))),
            .status(code: 500, message: "Server Error"))
    }

    func testDataFailsWith422AndTheServersErrorList() {
        guard case .status(422, let message)? = error(URLSession.shared.rx.data(request: request("invalid"))) else {
            return XCTFail("expected 422")
        }
        XCTAssertEqual(
            message?.hasPrefix("Validation Failed: The listed users and repositories cannot be searched"), true)
    }

    func testDataMaps403WithExhaustedQuotaToRateLimitedUntilReset() {
        XCTAssertEqual(
            error(URLSession.shared.rx.data(request: request("ratelimit"))),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_000), retryAfter: nil))
    }

    func testDataMaps403WithRetryAfterToRateLimited() {
        XCTAssertEqual(
            error(URLSession.shared.rx.data(request: request("secondary"))),
            .rateLimited(resetAt: nil, retryAfter: 60))
    }

    func testDataMaps429WithRetryAfterToRateLimited() {
        XCTAssertEqual(
            error(URLSession.shared.rx.data(request: request("toomany"))),
            .rateLimited(resetAt: nil, retryAfter: 30))
    }

    func testJSONParsesTheBody() {
        let result = run(URLSession.shared.rx.json(request: request("ok")))
        let object = result.elements.first as? [String: Any]
        XCTAssertEqual(object?["total_count"] as? Int, 5)
        XCTAssertTrue(result.completed)
    }

    func testJSONFailsWithDecodingOnMalformedBody() {
        XCTAssertEqual(
            error(URLSession.shared.rx.json(request: request("malformed"))),
            .decoding(path: "", reason: "the body is not valid JSON"))
    }

    private struct Page: Decodable {
        struct Item: Decodable {
            let fullName: String
            enum CodingKeys: String, CodingKey { case fullName = "full_name" }
        }
        let items: [Item]
    }

    func testDecodableDecodesTheBody() {
        let result = run(URLSession.shared.rx.decodable(Page.self, request: request("ok")))
        XCTAssertEqual(result.elements.first?.items.map(\.fullName), ["ReactiveX/RxSwift", "ReactiveX/rxjs"])
    }

    func testDecodableNamesTheCodingPathThatFailed() {
        XCTAssertEqual(
            error(URLSession.shared.rx.decodable(Page.self, request: request("badfield"))),
            .decoding(path: "items[1].full_name", reason: "the field is missing"))
    }

    func testDecodableFailsOnTruncatedBody() {
        guard
            case .decoding(let path, _)? = error(
                URLSession.shared.rx.decodable(Page.self, request: request("truncated")))
        else {
            return XCTFail("expected a decoding error")
        }
        XCTAssertEqual(path, "")
    }

    func testConnectionClosedMidBodyIsATransportFailure() {
        guard case .transport(let failure)? = error(URLSession.shared.rx.data(request: request("cutoff"))) else {
            return XCTFail("expected a transport error")
        }
        XCTAssertEqual(failure, .connectionLost)
        XCTAssertTrue(failure.isTransient)
    }

    func testRefusedConnectionIsCannotConnect() {
        var refused = URLRequest(url: URL(string: "http://127.0.0.1:1/nothing")!)
        refused.timeoutInterval = 10
        XCTAssertEqual(error(URLSession.shared.rx.data(request: refused)), .transport(.cannotConnect))
    }

    func testEachSubscriptionMakesItsOwnRequestAndNothingHappensBeforeSubscribe() {
        let path = "/search/repositories?q=lazy-\(UUID().uuidString)"
        let source = URLSession.shared.rx.data(request: request("ok", path))
        XCTAssertFalse(server.waitForRequest(pathContaining: path, timeout: 0.3))
        _ = run(source)
        _ = run(source)
        XCTAssertEqual(server.requests().filter { $0.path.hasSuffix(path) }.count, 2)
    }

    func testDisposeCancelsTheTaskClosesTheConnectionAndDeliversNothing() {
        let marker = "cancel-\(UUID().uuidString)"
        let collector = EventCollector<Data>(self, expectsNothing: true)
        let subscription = collector.subscribe(
            URLSession.shared.rx.data(request: request("slow", "/search/repositories?q=\(marker)")))
        XCTAssertTrue(server.waitForRequest(pathContaining: marker))
        subscription.dispose()
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker), "the server did not see the connection close")
        wait(for: [collector.finished], timeout: 0.5)
        XCTAssertEqual(collector.count, 0)
    }
}
