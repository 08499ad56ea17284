import Foundation
import Rx
import RxHTTP
import RxTerminal
import RxTesting
import Weather
import XCTest

@testable import weather

/// A rate limit's wait, as the screen says it: a time of day, counted from when the failure came (on the app's
/// scheduler), so what stays on screen stays true. A count ("try again in 30 s") would still say 30 s a minute later.
final class PlacesViewWaitsTests: HeadlessPlacesTestCase {
    /// 2025-06-01 12:00 UTC, in milliseconds.
    override class var initialClock: TestTime { 1_748_779_200_000 }

    func testARowsRateLimitSaysATimeOfDayThatStaysTrue() {
        weather.answer("at Berlin", [.error(10, HTTPError.slowDown)])
        withApp(places: [.berlin], columns: 140) { app in
            // The row's request fails 10 ms after it went out, within the same second.
            let failedAt = scheduler.now.addingTimeInterval(0.010)
            app.advance(by: 20)
            let advice = slowDownAdvice(failedAt: failedAt)
            XCTAssertTrue(app.shown.contains(advice), app.shown)
            app.advance(by: 60_000)
            XCTAssertTrue(app.shown.contains(advice), "a minute later, still true: \(app.shown)")
            XCTAssertFalse(app.shown.contains("in 30 s"), app.shown)
        }
    }

    func testADetailsRateLimitSaysATimeOfDayCountedFromItsOwnFailure() {
        weather.answer("at Berlin", [.error(10, HTTPError.slowDown)])
        withApp(places: [.berlin], columns: 140) { app in
            app.advance(by: 60_000)
            let openedAt = scheduler.now
            app.press(.enter, settle: 20)
            let advice = "The last refresh failed: " + slowDownAdvice(failedAt: openedAt.addingTimeInterval(0.010))
            XCTAssertTrue(app.shown.contains(advice), app.shown)
            app.advance(by: 60_000)
            XCTAssertTrue(app.shown.contains(advice), "a minute later, still true: \(app.shown)")
        }
    }

    func testARetryAfterWithTheServersReasonSaysATimeOfDayThenTheReason() {
        let busy = WeatherError.retryLater(status: 503, retryAfter: 120, reason: "Down for maintenance")
        weather.answer("at Berlin", [.error(10, busy)])
        withApp(places: [.berlin], columns: 200) { app in
            let failedAt = scheduler.now.addingTimeInterval(0.010)
            app.advance(by: 60_000)
            let advice =
                "The server answered 503 (Service Unavailable); try again at "
                + "\(timeOfDay(failedAt.addingTimeInterval(120))). The server said: Down for maintenance."
            XCTAssertTrue(app.shown.contains(advice), "a minute later, still true: \(app.shown)")
            XCTAssertFalse(app.shown.contains("in 2 min"), app.shown)
        }
    }

    func testOpenMeteosOwn429ShowsTheAppsTimeOfDayAndNotTheServersStaleOneMinute() {
        let minutely = WeatherError.retryLater(
            status: 429, retryAfter: 30,
            reason: "Minutely API request limit exceeded. Please try again in one minute.")
        weather.answer("at Berlin", [.error(10, minutely)])
        withApp(places: [.berlin], columns: 200) { app in
            let failedAt = scheduler.now.addingTimeInterval(0.010)
            app.advance(by: 60_000)
            let advice =
                slowDownAdvice(failedAt: failedAt) + " The server said: Minutely API request limit exceeded."
            XCTAssertTrue(app.shown.contains(advice), "a minute later, still true: \(app.shown)")
            XCTAssertFalse(app.shown.contains("one minute"), "a minute later, stale: \(app.shown)")
        }
    }

    func testTheAddScreensFailedSearchSaysATimeOfDayThatStaysTrue() {
        let reset = Date(timeIntervalSince1970: TimeInterval(Self.initialClock) / 1000 + 41)
        geocoder.answer("berl", [.error(10, HTTPError.rateLimited(resetAt: reset, retryAfter: nil))])
        withApp(columns: 140) { app in
            app.press(.character("a"))
            app.type("berl", settle: 400)
            let advice = "Rate limit reached; resets at \(timeOfDay(reset))."
            XCTAssertTrue(app.shown.contains("The search for \u{201C}berl\u{201D} failed: " + advice), app.shown)
            XCTAssertTrue(app.view.toast.message?.contains(advice) == true, "the toast too: \(app.shown)")
            app.advance(by: 60_000)
            XCTAssertTrue(app.shown.contains(advice), "a minute later, still true: \(app.shown)")
            XCTAssertFalse(app.shown.contains("(in "), app.shown)
        }
    }
}
