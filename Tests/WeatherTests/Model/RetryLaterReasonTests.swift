import Foundation
import RxHTTP
import Weather
import XCTest

/// `WeatherError.retryLater` says the wait the app counted from the `Retry-After` header; the server's words follow
/// it without their own advice on when to try again ("Please try again in one minute."), which would contradict the
/// app's wait and, on screen, go stale. What else the server said is kept.
final class RetryLaterReasonTests: XCTestCase {
    /// When the failure came.
    private let now = Date(timeIntervalSince1970: 1_748_779_200.25)

    private func said(_ reason: String?, status: Int = 429, waits: WaitWording = .timeOfDay) -> String {
        WeatherError.retryLater(status: status, retryAfter: 30, reason: reason).description(now: now, waits: waits)
    }

    func testOpenMeteosOneMinuteGivesWayToTheAppsTimeOfDay() {
        let reason = "Minutely API request limit exceeded. Please try again in one minute."
        XCTAssertEqual(
            said(reason),
            "Rate limit reached; try again at \(timeOfDay(now.addingTimeInterval(30))). The server said: Minutely "
                + "API request limit exceeded.")
    }

    func testOnStandardErrorTooTheAppsCountIsTheOnlyWait() {
        let reason = "Minutely API request limit exceeded. Please try again in one minute."
        XCTAssertEqual(
            said(reason, waits: .relative),
            "Rate limit reached; try again in 30 s. The server said: Minutely API request limit exceeded.")
    }

    func testWordsThatAreOnlyAdviceOnWhenToRetryLeaveNothingToQuote() {
        let wait = "Rate limit reached; try again at \(timeOfDay(now.addingTimeInterval(30)))."
        XCTAssertEqual(said("Please try again in one minute."), wait)
        XCTAssertEqual(said("  Retry after 60 seconds!  "), wait)
        XCTAssertEqual(said("Too busy. Wait a minute, then retry."), wait + " The server said: Too busy.")
    }

    func testWordsWithoutAdviceAreKeptWhole() {
        XCTAssertEqual(
            said("Down for maintenance. See status.open-meteo.com for v1.2 news", status: 503),
            "The server answered 503 (Service Unavailable); try again at \(timeOfDay(now.addingTimeInterval(30))). "
                + "The server said: Down for maintenance. See status.open-meteo.com for v1.2 news.")
    }
}
