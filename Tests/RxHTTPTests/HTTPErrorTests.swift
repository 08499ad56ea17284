import Foundation
import RxHTTP
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class HTTPErrorTests: XCTestCase {
    private func response(_ status: Int, _ headers: [String: String] = [:]) -> HTTPURLResponse {
        HTTPURLResponse(
            url: URL(string: "https://example.test/x")!, statusCode: status, httpVersion: "HTTP/1.1",
            headerFields: headers)!
    }

    func testTransportFailuresMapFromURLErrorCodes() {
        let table: [(URLError.Code, TransportFailure)] = [
            (.notConnectedToInternet, .offline), (.cannotConnectToHost, .cannotConnect), (.timedOut, .timedOut),
            (.cancelled, .cancelled), (.networkConnectionLost, .connectionLost), (.cannotFindHost, .hostNotFound),
            (.dnsLookupFailed, .hostNotFound), (.secureConnectionFailed, .secureConnectionFailed),
        ]
        for (code, expected) in table {
            XCTAssertEqual(TransportFailure(URLError(code)), expected, "\(code)")
        }
        guard case .other(let code, _) = TransportFailure(URLError(.badURL)) else { return XCTFail("expected other") }
        XCTAssertEqual(code, URLError.Code.badURL.rawValue)
    }

    func testSuccessIsNoError() {
        XCTAssertNil(HTTPError.from(response: response(204), data: Data()))
    }

    func testStatusesWithoutRateLimitHeadersStayStatuses() {
        XCTAssertEqual(
            HTTPError.from(response: response(403), data: Data(#"{"message":"Forbidden"}"#.utf8)),
            .status(code: 403, message: "Forbidden"))
        XCTAssertEqual(
            HTTPError.from(response: response(404), data: Data("no such thing\n".utf8)),
            .status(code: 404, message: "no such thing"))
        XCTAssertEqual(
            HTTPError.from(response: response(502), data: Data("<html>bad gateway</html>".utf8)),
            .status(code: 502, message: nil))
    }

    func testRateLimitHeaders() {
        XCTAssertEqual(
            HTTPError.from(
                response: response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"]), data: Data()
            ),
            .rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_000), retryAfter: nil))
        XCTAssertEqual(
            HTTPError.from(response: response(429), data: Data()), .rateLimited(resetAt: nil, retryAfter: nil))
        XCTAssertEqual(
            HTTPError.from(response: response(403, ["x-ratelimit-remaining": "12"]), data: Data()),
            .status(code: 403, message: nil))
    }

    func testRetryAfterAcceptsSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_700_000_000) // Tue, 14 Nov 2023 22:13:20 GMT
        XCTAssertEqual(HTTPError.parseRetryAfter("120", now: now), 120)
        XCTAssertEqual(HTTPError.parseRetryAfter("Tue, 14 Nov 2023 22:14:20 GMT", now: now), 60)
        XCTAssertNil(HTTPError.parseRetryAfter("soon", now: now))
        XCTAssertNil(HTTPError.parseRetryAfter("-5", now: now))
    }

    /// A server's message that ends its own sentence is not given a second stop ("Given: 100.0..").
    func testAServersMessageEndingASentenceGetsNoSecondStop() {
        XCTAssertEqual(
            HTTPError.status(code: 400, message: "Latitude must be in range of -90 to 90°. Given: 100.0.").description,
            "The server answered 400 (Bad Request): Latitude must be in range of -90 to 90°. Given: 100.0.")
        XCTAssertEqual(
            HTTPError.status(code: 418, message: "No coffee here!").description,
            "The server answered 418: No coffee here!")
        XCTAssertEqual(
            HTTPError.status(code: 503, message: "Down for maintenance.").description,
            "The server answered 503 (Service Unavailable): Down for maintenance. The server is having trouble; try "
                + "again in a moment.")
    }

    func testDescriptionsSayWhatToDo() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(
            HTTPError.transport(.offline).description(now: now),
            "You are offline; check the network connection and try again.")
        XCTAssertEqual(
            HTTPError.status(code: 500, message: "Server Error").description(now: now),
            "The server answered 500 (Internal Server Error): Server Error. The server is having trouble; try again in a moment."
        )
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 30).description(now: now),
            "Rate limit reached; try again in 30 s.")
        XCTAssertTrue(
            HTTPError.rateLimited(resetAt: now.addingTimeInterval(41), retryAfter: nil)
                .description(now: now).hasSuffix("(in 41 s)."))
        XCTAssertEqual(
            HTTPError.decoding(path: "items[1].full_name", reason: "the field is missing").description(now: now),
            "The server's answer could not be read at `items[1].full_name`: the field is missing. The API may have changed; update the app."
        )
    }

    func testAbsurdWaitTimesFromAServerNeverTrap() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        for reset in ["1e300", "9.3e17", "-1e300", "NaN", "inf", "9223372036854775807"] {
            let error = HTTPError.from(
                response: response(403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": reset]), data: Data())
            XCTAssertTrue(error?.description(now: now).hasPrefix("Rate limit reached; ") ?? false, reset)
        }
        let error = HTTPError.from(response: response(429, ["retry-after": "9223372036854775807"]), data: Data())
        XCTAssertTrue(error?.description(now: now).hasPrefix("Rate limit reached; try again in ") ?? false)
        for seconds in [TimeInterval.infinity, -.infinity, .nan, 1e300, -1e300, 9.3e18] {
            XCTAssertTrue(
                HTTPError.rateLimited(resetAt: nil, retryAfter: seconds).description(now: now)
                    .hasPrefix("Rate limit reached; try again"), "\(seconds)")
        }
    }

    func testWaitsADayOrMoreAwayAndResetsOutOfRangeSayNothingFalse() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 99_999_999_999).description(now: now),
            "Rate limit reached; try again in more than a day.")
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: Date(timeIntervalSince1970: 1e300), retryAfter: nil).description(now: now),
            "Rate limit reached; resets in more than a day.")
        let past = HTTPError.rateLimited(resetAt: Date(timeIntervalSince1970: -1e300), retryAfter: nil)
        XCTAssertFalse(past.description(now: now).contains("resets at  "), past.description(now: now))
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 23 * 3600).description(now: now),
            "Rate limit reached; try again in 23 h.")
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: now.addingTimeInterval(-5), retryAfter: nil).description(now: now),
            "Rate limit reached; the limit has already reset, so try again now.")
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 0).description(now: now),
            "Rate limit reached; try again now.")
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 3 * 60).description(now: now),
            "Rate limit reached; try again in 3 min.")
    }

    /// For text that stays on screen: the moment a wait ends, as a local time of day rounded up to the second, a
    /// `retryAfter` counted from the `now` given (when the answer came).
    func testATimeOfDayWordingSaysWhenAWaitEnds() {
        let now = Date(timeIntervalSince1970: 1_700_000_000.25)
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        func said(_ error: HTTPError) -> String { error.description(now: now, waits: .timeOfDay) }
        let at31 = formatter.string(from: Date(timeIntervalSince1970: 1_700_000_031))
        let at41 = formatter.string(from: Date(timeIntervalSince1970: 1_700_000_041))
        let cases: [(HTTPError, String)] = [
            (.rateLimited(resetAt: nil, retryAfter: 30), "try again at \(at31)"),
            (.rateLimited(resetAt: Date(timeIntervalSince1970: 1_700_000_041), retryAfter: nil), "resets at \(at41)"),
            (.rateLimited(resetAt: nil, retryAfter: 0), "try again now"),
            (
                .rateLimited(resetAt: now.addingTimeInterval(-5), retryAfter: nil),
                "the limit has already reset, so try again now"
            ),
            (.rateLimited(resetAt: Date(timeIntervalSince1970: 1e300), retryAfter: nil), "resets in more than a day"),
        ]
        for (error, advice) in cases {
            XCTAssertEqual(said(error), "Rate limit reached; \(advice).")
        }
        for seconds in [TimeInterval.infinity, .nan, 1e300] {
            XCTAssertTrue(said(.rateLimited(resetAt: nil, retryAfter: seconds)).hasPrefix("Rate limit reached; try"))
        }
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 30).description(now: now),
            "Rate limit reached; try again in 30 s.", "relative, unless asked")
    }

    /// On screen, a wait of a day or more says the date it ends as well ("try again on 2026-12-03 at 14:05:31"): a
    /// count ("in more than a day") goes stale like any other. A moment the formatter cannot say (1e300 s) is still
    /// "more than a day".
    func testATimeOfDayWordingOfADayOrMoreSaysTheDate() {
        let now = Date(timeIntervalSince1970: 1_700_000_000.25)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH:mm:ss"
        func said(_ error: HTTPError) -> String { error.description(now: now, waits: .timeOfDay) }
        let inTwoDays = formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000 + 2 * 86_400 + 1))
        XCTAssertEqual(
            said(.rateLimited(resetAt: nil, retryAfter: 2 * 86_400 + 0.5)),
            "Rate limit reached; try again on \(inTwoDays).")
        let inADay = formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000 + 86_400 + 1))
        XCTAssertEqual(
            said(.rateLimited(resetAt: nil, retryAfter: 86_400.5)), "Rate limit reached; try again on \(inADay).")
        let reset = Date(timeIntervalSince1970: 1_700_000_000 + 3 * 86_400)
        XCTAssertEqual(
            said(.rateLimited(resetAt: reset, retryAfter: nil)),
            "Rate limit reached; resets on \(formatter.string(from: reset)).")
        let farOff = formatter.string(from: Date(timeIntervalSince1970: 101_700_000_000))
        XCTAssertEqual(
            said(.rateLimited(resetAt: nil, retryAfter: 99_999_999_999.75)),
            "Rate limit reached; try again on \(farOff).")
        for seconds in [TimeInterval.infinity, 1e300, 9.3e18] {
            XCTAssertEqual(
                said(.rateLimited(resetAt: nil, retryAfter: seconds)),
                "Rate limit reached; try again in more than a day.")
            XCTAssertEqual(
                said(.rateLimited(resetAt: now.addingTimeInterval(seconds), retryAfter: nil)),
                "Rate limit reached; resets in more than a day.")
        }
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: nil, retryAfter: 2 * 86_400).description(now: now),
            "Rate limit reached; try again in more than a day.", "standard error keeps the count")
        XCTAssertEqual(
            HTTPError.rateLimited(resetAt: reset, retryAfter: nil).description(now: now),
            "Rate limit reached; resets in more than a day.", "standard error keeps the count")
    }

    func testMessagesNameJSONTypesAndKeepTheirAdvice() throws {
        struct Page: Decodable {
            let items: [String]
            let total: Int
        }
        func reason(_ json: String) -> String? {
            let decoded = Result { try JSONDecoder().decode(Page.self, from: Data(json.utf8)) }
            guard case .failure(let error) = decoded,
                case .decoding(_, let reason) = HTTPError.decoding(error, body: Data(json.utf8))
            else { return nil }
            return reason
        }
        XCTAssertEqual(reason(#"{"items": {}, "total": 1}"#), "expected an array")
        XCTAssertEqual(reason(#"{"items": [1], "total": 1}"#), "expected a string")
        XCTAssertEqual(reason(#"{"items": [], "total": "1"}"#), "expected a number")
        let tooLarge = try XCTUnwrap(reason(#"{"items": [], "total": 99999999999999999999999}"#))
        XCTAssertTrue(tooLarge.hasPrefix("a value in it does not fit its field"), tooLarge)
        XCTAssertEqual(reason(#"{"items": [}"#), "the body is not valid JSON")
        let long = String(repeating: "blah ", count: 20_000)
        let body = try JSONSerialization.data(withJSONObject: ["message": long])
        let error = try XCTUnwrap(HTTPError.from(response: response(400, [:]), data: body))
        XCTAssertLessThan(error.description.count, 300)
        XCTAssertEqual(
            HTTPError.transport(.other(code: -1, message: "Unrecognized or bad HTTP Content or Transfer-Encoding."))
                .description, "The request failed: Unrecognized or bad HTTP Content or Transfer-Encoding.")
        XCTAssertEqual(
            HTTPError.transport(.other(code: 42, message: "odd")).description, "The request failed (42): odd.")
    }

    func testOnlyTransientFailuresAreRetryable() {
        XCTAssertTrue(HTTPError.transport(.timedOut).isTransient)
        XCTAssertTrue(HTTPError.status(code: 503, message: nil).isTransient)
        XCTAssertTrue(HTTPError.status(code: 408, message: nil).isTransient)
        XCTAssertFalse(HTTPError.status(code: 404, message: nil).isTransient)
        XCTAssertFalse(HTTPError.status(code: 422, message: nil).isTransient)
        XCTAssertFalse(HTTPError.rateLimited(resetAt: nil, retryAfter: 1).isTransient)
        XCTAssertFalse(HTTPError.transport(.cancelled).isTransient)
        XCTAssertFalse(HTTPError.decoding(path: "", reason: "x").isTransient)
    }
}
