import Foundation
import HTTPStubServer
import Rx
import RxHTTP
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a hostile server cannot do to `URLSession.rx`: pull credentials to another origin with a redirect, hang a
/// request by dripping its body, or fill memory with a huge one. Two stub servers on 127.0.0.1: `server` answers,
/// `elsewhere` is the other origin redirects point to, recording whatever reaches it.
final class GuardedRequestTests: RxTestCase {
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
        try StubOrigins.ready(Self.origins)
    }

    private func request(_ scenario: String, marker: String = UUID().uuidString, token: String? = "s3cr3t")
        -> URLRequest
    {
        var request = URLRequest(
            url: URL(
                string: server.baseURL(scenario: scenario).absoluteString
                    + "/search/repositories?q=\(marker)&per_page=2")!)
        request.timeoutInterval = 20
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return request
    }

    private func run<Element>(_ source: Observable<Element>, timeout: TimeInterval = 20) -> EventCollector<Element> {
        let collector = EventCollector<Element>(self)
        _ = collector.subscribe(source)
        wait(for: [collector.finished], timeout: timeout)
        return collector
    }

    // MARK: - Redirects

    func testCrossOriginRedirectsAreRefusedAndTheOtherOriginReceivesNothing() {
        for scenario in ["moved301", "moved307"] {
            let result = run(URLSession.shared.rx.response(request: request(scenario)))
            XCTAssertTrue(result.elements.isEmpty, "\(scenario): the redirect must not be followed")
            XCTAssertEqual(
                result.error as? HTTPError,
                .crossOriginRedirect(
                    from: HTTPOrigin(server.baseURL(scenario: scenario)),
                    to: HTTPOrigin(URL(string: elsewhere.origin)!)), scenario)
        }
        let reached = elsewhere.requests()
        XCTAssertEqual(reached.count, 0, "requests reached the other origin: \(reached.map(\.path))")
        XCTAssertFalse(reached.contains { $0.headers["authorization"] != nil }, "the token reached the other origin")
    }

    func testTheRefusalNamesTheTargetOriginAndWhy() {
        let error = HTTPError.crossOriginRedirect(
            from: HTTPOrigin(URL(string: "https://api.github.com/search")!),
            to: HTTPOrigin(URL(string: "http://127.0.0.1:8081/x")!))
        XCTAssertEqual(
            error.description,
            "The server at https://api.github.com redirected to http://127.0.0.1:8081, "
                + "another origin; the redirect was refused so that credentials are never sent there. Check the server "
                + "URL you configured.")
        XCTAssertFalse(error.isTransient)
    }

    func testSameOriginRedirectsAreFollowedWithTheirCredentials() {
        let marker = "same-\(UUID().uuidString)"
        let result = run(URLSession.shared.rx.data(request: request("samemoved", marker: marker)))
        XCTAssertNil(result.error)
        XCTAssertTrue(String(decoding: result.elements.first ?? Data(), as: UTF8.self).contains("ReactiveX/RxSwift"))
        let followed = server.requests().filter { $0.path.hasPrefix("/ok/") && $0.path.contains(marker) }
        XCTAssertEqual(followed.count, 1)
        XCTAssertEqual(followed.first?.headers["authorization"], "Bearer s3cr3t")
    }

    // MARK: - Deadline

    func testADrippingServerFailsAtTheDeadlineAndTheConnectionIsClosed() {
        XCTAssertTrue(server.configure(["drip_interval": "0.2"]))
        let marker = "drip-\(UUID().uuidString)"
        let started = Date()
        let result = run(
            URLSession.shared.rx.data(
                request: request("drip", marker: marker), limits: HTTPLimits(deadline: 1)), timeout: 10)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.error as? HTTPError, .deadlineExceeded(seconds: 1))
        XCTAssertTrue(result.elements.isEmpty)
        XCTAssertGreaterThanOrEqual(elapsed, 0.9)
        XCTAssertLessThan(elapsed, 5, "the idle timeout (20 s) never fires on a drip; the deadline must")
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker), "the task was not cancelled")
    }

    func testTheDeadlineDescriptionSaysWhatToDo() {
        XCTAssertEqual(
            HTTPError.deadlineExceeded(seconds: 30).description,
            "The server did not finish answering within 30 s, so the request was stopped; try again "
                + "later, or raise the deadline if this server is known to be slow.")
        XCTAssertEqual(HTTPLimits.default, HTTPLimits(deadline: 30, maximumBodySize: 5_000_000))
    }

    func testDisposingBeforeTheDeadlineStillCancelsAndDeliversNothing() {
        XCTAssertTrue(server.configure(["drip_interval": "0.2"]))
        let marker = "dispose-\(UUID().uuidString)"
        let collector = EventCollector<Data>(self, expectsNothing: true)
        let subscription = collector.subscribe(
            URLSession.shared.rx.data(
                request: request("drip", marker: marker), limits: HTTPLimits(deadline: 1)))
        XCTAssertTrue(server.waitForRequest(pathContaining: marker))
        subscription.dispose()
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker), "the server did not see the connection close")
        wait(for: [collector.finished], timeout: 1.5) // past the deadline: still nothing delivered
        XCTAssertEqual(collector.count, 0)
    }

    // MARK: - Body cap

    func testAnAnnouncedBodyOverTheCapFailsBeforeItIsRead() { // 2 GB at 20 MB/s: only a hang-up ends it early
        XCTAssertTrue(server.configure(["huge_size": "2000000000", "huge_pace": "20000000"]))
        let marker = "length-\(UUID().uuidString)"
        let result = run(
            URLSession.shared.rx.data(
                request: request("huge", marker: marker), limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertEqual(result.error as? HTTPError, .bodyTooLarge(limit: 100_000, announced: 2_000_000_000))
        XCTAssertTrue(result.elements.isEmpty)
        // corelibs Foundation may read on for a while after the cancel before it closes the socket: poll longer.
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker, timeout: 30), "the task was not cancelled")
    }

    func testAStreamedBodyWithoutLengthFailsOnceItPassesTheCap() { // 2 GB at 20 MB/s: endless, as far as the test goes
        XCTAssertTrue(server.configure(["huge_size": "2000000000", "huge_pace": "20000000"]))
        let marker = "chunked-\(UUID().uuidString)"
        let result = run(
            URLSession.shared.rx.data(
                request: request("hugechunked", marker: marker), limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertEqual(result.error as? HTTPError, .bodyTooLarge(limit: 100_000, announced: nil))
        XCTAssertTrue(result.elements.isEmpty)
        XCTAssertTrue(server.waitForCancellation(pathContaining: marker, timeout: 30), "the task was not cancelled")
        XCTAssertEqual(
            HTTPError.bodyTooLarge(limit: 5_000_000, announced: 50_000_000).description,
            "The server's answer is larger than the 5 MB limit (it announced 50 MB), so reading stopped; "
                + "ask for less, or raise the size limit if such answers are expected.")
    }

    func testABodyUpToTheCapIsDelivered() {
        XCTAssertTrue(server.configure(["huge_size": "100000"]))
        let result = run(
            URLSession.shared.rx.data(
                request: request("hugechunked"), limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.first?.count, 100_000)
    }

    func testACompressedAnswerThatWasNotAskedForIsRefusedBeforeItsBodyIsRead() {
        // 200 MB of text in about 200 KB of gzip: decoded on the way in, it passed the cap hundreds of times over
        // in memory before the first chunk over the cap was counted.
        XCTAssertTrue(server.configure(["huge_size": "200000000"]))
        let marker = "bomb-\(UUID().uuidString)"
        let result = run(
            URLSession.shared.rx.data(
                request: request("gzipbomb", marker: marker), limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertEqual(result.error as? HTTPError, .unrequestedEncoding("gzip"))
        XCTAssertTrue(result.elements.isEmpty)
        let sent = server.requests().first { $0.path.contains(marker) }
        let acceptEncoding = sent?.headers.first { $0.key.lowercased() == "accept-encoding" }?.value
        XCTAssertEqual(acceptEncoding, "identity", "a request that chooses no encoding asks for none")
        XCTAssertEqual(
            HTTPError.unrequestedEncoding("gzip\u{1B}[2J").description,
            "The server sent its answer compressed (gzip[2J) though it was asked not to, so it was refused unread: "
                + "decompressed, it could have filled memory. Check the server URL you configured.")
        XCTAssertFalse(HTTPError.unrequestedEncoding("gzip").isTransient)
    }

    func testABodyCompressedByItsTransferEncodingIsRefusedToo() {
        // libcurl decodes `Transfer-Encoding: gzip` as well: the same bomb sent that way took github-search to
        // 1.1 GB before the cap counted it.
        XCTAssertTrue(server.configure(["huge_size": "200000000"]))
        let result = run(
            URLSession.shared.rx.data(
                request: request("transferbomb"), limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertEqual(result.error as? HTTPError, .unrequestedEncoding("gzip"))
        XCTAssertTrue(result.elements.isEmpty)
    }

    func testACompressedErrorAnswerIsToldByItsHead() {
        let result = run(URLSession.shared.rx.response(request: request("gzipratelimit")))
        XCTAssertNil(result.error, "the status and headers say what happened; the body is not read")
        let answer = result.elements.first
        XCTAssertEqual(answer?.response.statusCode, 429)
        XCTAssertEqual(answer?.data, Data())
        XCTAssertEqual(
            answer.flatMap { HTTPError.from(response: $0.response, data: $0.data) },
            .rateLimited(resetAt: nil, retryAfter: 5))
    }

    func testARequestThatChoosesItsOwnEncodingGetsTheAnswerDecoded() {
        XCTAssertTrue(server.configure(["huge_size": "50000"]))
        var request = request("gzipbomb")
        request.setValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        let result = run(URLSession.shared.rx.data(request: request, limits: HTTPLimits(maximumBodySize: 100_000)))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.first.map { String(decoding: $0, as: UTF8.self).prefix(10) }, "{\"items\": ")
    }

    // MARK: - Origins

    func testOriginsCompareSchemeHostAndPortWithDefaultPortsFilledIn() {
        func origin(_ text: String) -> HTTPOrigin { HTTPOrigin(URL(string: text)!) }
        XCTAssertEqual(origin("https://API.github.com/x"), origin("https://api.github.com:443/y"))
        XCTAssertNotEqual(origin("https://api.github.com"), origin("http://api.github.com"))
        XCTAssertNotEqual(origin("http://127.0.0.1:8080"), origin("http://127.0.0.1:8081"))
        XCTAssertEqual(origin("http://[::1]:9000/a").description, "http://[::1]:9000")
        XCTAssertEqual(origin("https://api.github.com:443").description, "https://api.github.com")
        for loopback in ["http://127.0.0.1:1", "http://127.1.2.3", "http://[::1]:80", "http://localhost:8080"] {
            XCTAssertTrue(origin(loopback).acceptsCredentials, loopback)
        }
        for exposed in [
            "http://api.github.com", "http://127.0.0.1.example.com", "http://10.0.0.1", "ftp://localhost",
            "http://evil.localhost", "http://127.0.0.1.nip.io", "http://[::2]",
        ] {
            XCTAssertFalse(origin(exposed).acceptsCredentials, exposed)
        }
        XCTAssertTrue(origin("https://api.github.com").acceptsCredentials)
    }
}
