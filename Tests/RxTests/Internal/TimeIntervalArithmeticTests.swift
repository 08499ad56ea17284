import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import Rx

/// `remaining(after:until:)`: what is left of a wait once some time has passed, in the wait's own unit, rounded
/// half away from zero, never negative and never trapping.
final class TimeIntervalArithmeticTests: RxTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 1_000)

    private func remaining(_ interval: DispatchTimeInterval, afterSeconds elapsed: Double) -> DispatchTimeInterval {
        interval.remaining(after: start, until: start.addingTimeInterval(elapsed))
    }

    func testWhatIsLeftInTheIntervalsOwnUnit() {
        XCTAssertEqual(remaining(.seconds(10), afterSeconds: 4), .seconds(6))
        XCTAssertEqual(remaining(.milliseconds(10), afterSeconds: 0.004), .milliseconds(6))
        XCTAssertEqual(remaining(.microseconds(10), afterSeconds: 0.000_004), .microseconds(6))
        XCTAssertEqual(remaining(.nanoseconds(1_000), afterSeconds: 0.000_000_25), .nanoseconds(750))
        XCTAssertEqual(remaining(.never, afterSeconds: 5), .never)
    }

    func testRoundsHalfAwayFromZero() {
        XCTAssertEqual(remaining(.seconds(10), afterSeconds: 4.5), .seconds(6))
        XCTAssertEqual(remaining(.seconds(10), afterSeconds: 4.51), .seconds(5))
        XCTAssertEqual(remaining(.seconds(10), afterSeconds: 4.49), .seconds(6))
        XCTAssertEqual(remaining(.seconds(1), afterSeconds: 0.5), .seconds(1))
        XCTAssertEqual(remaining(.seconds(1), afterSeconds: 0.75), .seconds(0))
        XCTAssertEqual(remaining(.seconds(1), afterSeconds: 0.25), .seconds(1))
    }

    func testNeverNegative() {
        XCTAssertEqual(remaining(.seconds(1), afterSeconds: 2), .seconds(0))
        XCTAssertEqual(remaining(.milliseconds(Int.min), afterSeconds: 0), .milliseconds(0))
    }

    func testSaturatesInsteadOfTrapping() {
        XCTAssertEqual(remaining(.nanoseconds(Int.max), afterSeconds: -1e12), .nanoseconds(Int.max))
        XCTAssertEqual(remaining(.seconds(Int.max), afterSeconds: 0), .seconds(Int.max))
        XCTAssertEqual(remaining(.seconds(1 << 62), afterSeconds: 0), .seconds(1 << 62))
        XCTAssertEqual(remaining(.seconds(1 << 53), afterSeconds: 0), .seconds(1 << 53))
    }
}
