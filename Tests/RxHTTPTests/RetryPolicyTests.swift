import Foundation
import Rx
import RxHTTP
import XCTest

final class RetryPolicyTests: XCTestCase {
    func testDelaysGrowExponentiallyUpToTheCap() {
        let policy = RetryPolicy(maxRetries: 5, initialDelay: .seconds(1), multiplier: 3, maxDelay: .seconds(20))
        let seconds: [Int?] = [nil, 1, 3, 9, 20, 20, nil]
        for (retry, expected) in seconds.enumerated() {
            let wanted: RxTimeInterval? = expected.map { .nanoseconds($0 * 1_000_000_000) }
            XCTAssertEqual(policy.delay(beforeRetry: retry), wanted, "retry \(retry)")
        }
        XCTAssertEqual(RetryPolicy.default.delay(beforeRetry: 1), .nanoseconds(500_000_000))
        XCTAssertNil(RetryPolicy.none.delay(beforeRetry: 1))
    }

    func testOnlyTransientFailuresAreRetriedAndNever4xx() {
        let policy = RetryPolicy(maxRetries: 2)
        XCTAssertTrue(policy.shouldRetry(HTTPError.transport(.timedOut), retry: 1))
        XCTAssertTrue(policy.shouldRetry(HTTPError.status(code: 503, message: nil), retry: 2))
        XCTAssertFalse(policy.shouldRetry(HTTPError.status(code: 503, message: nil), retry: 3), "out of retries")
        for code in [400, 401, 403, 404, 409, 422, 429] {
            XCTAssertFalse(policy.shouldRetry(HTTPError.status(code: code, message: nil), retry: 1), "\(code)")
        }
        XCTAssertFalse(policy.shouldRetry(HTTPError.rateLimited(resetAt: nil, retryAfter: 1), retry: 1))
        XCTAssertFalse(policy.shouldRetry(HTTPError.transport(.cancelled), retry: 1))
        XCTAssertFalse(policy.shouldRetry(NSError(domain: "x", code: 1), retry: 1))
    }
}
