import Foundation
import Rx
import RxHTTP
import RxTerminal
import RxTesting
import Weather
import XCTest

@testable import weather

/// The detail is where a row's failure is read whole: in a terminal of the usual 80 columns, the failure wraps
/// instead of being cut, so its wait ("try again at 14:05:31") is never lost behind a "…".
final class PlacesViewDetailFailureTests: HeadlessPlacesTestCase {
    /// 2025-06-01 12:00 UTC, in milliseconds.
    override class var initialClock: TestTime { 1_748_779_200_000 }

    func testA503sWaitIsShownWholeOnTheDetailOf80Columns() {
        let busy = WeatherError.retryLater(status: 503, retryAfter: 120, reason: nil)
        weather.answer("at Berlin", [.error(10, busy)])
        withApp(places: [.berlin], columns: 80) { app in
            let failedAt = scheduler.now.addingTimeInterval(0.010)
            app.advance(by: 20)
            app.press(.enter, settle: 20)
            let wait = "try again at \(timeOfDay(failedAt.addingTimeInterval(120)))."
            let words = app.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            XCTAssertTrue(words.contains("The last refresh failed: The server answered 503"), app.shown)
            XCTAssertTrue(words.contains(wait), "the wait, whole: \(app.shown)")
            XCTAssertFalse(app.shown.contains("…"), "nothing cut: \(app.shown)")
            XCTAssertTrue(app.lines.allSatisfy { $0.terminalWidth <= 80 }, app.shown)
        }
    }

    func testOtherDetailLinesStayOneRowEach() {
        weather.answer("at Berlin", [.next(10, 21.4), .completed(10)])
        withApp(places: [.berlin], columns: 80) { app in
            app.advance(by: 20)
            app.press(.enter, settle: 20)
            XCTAssertTrue(app.lines.contains("21.4°C"), app.shown)
        }
    }
}
