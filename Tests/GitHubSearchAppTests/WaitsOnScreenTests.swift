import Foundation
import GitHubSearch
import Rx
import RxTesting
import XCTest

@testable import github_search

/// A rate limit's wait, as the screen says it: a time of day, counted from when the answer came, so what stays on
/// screen stays true (a count, "try again in 30 s", would still say 30 s a minute later).
final class WaitsOnScreenTests: HeadlessAppTestCase {
    /// `date` as the screen says a moment: the local time of day, rounded up to the second (never early).
    private func timeOfDay(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.up)))
    }

    /// The screen's lines trimmed and joined, so a wrapped sentence reads whole.
    private func text(_ app: HeadlessApp) -> String {
        app.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    func testASearchsRetryAfterIsATimeOfDayThatStaysTrue() throws {
        try withApp(columns: 140) { app in
            app.api.searchFailures["rx"] = .rateLimited(resetAt: nil, retryAfter: 30, authenticated: false)
            app.type("rx")
            let failedAt = try XCTUnwrap(app.api.failedAt)
            let advice = "GitHub asked to slow down; try again at \(timeOfDay(failedAt.addingTimeInterval(30)))."
            XCTAssertTrue(app.lines.contains { $0.contains(advice) }, "the toast:\n" + app.shown)
            app.advance(by: 60_000)
            XCTAssertTrue(text(app).contains("Search failed (Ctrl-R retries): " + advice), app.shown)
            XCTAssertFalse(app.shown.contains("try again in"), app.shown)

            // Ctrl-R fails the same way: the wait counts from the new answer.
            app.press(.ctrl("r"), settle: 1000)
            let again = try XCTUnwrap(app.api.failedAt)
            XCTAssertGreaterThan(again, failedAt.addingTimeInterval(60))
            let later = "GitHub asked to slow down; try again at \(timeOfDay(again.addingTimeInterval(30)))."
            XCTAssertTrue(text(app).contains("Search failed (Ctrl-R retries): " + later), app.shown)
        }
    }

    func testAWaitOfADayOrMoreSaysTheDateAndTimeOnScreen() throws {
        try withApp(columns: 140) { app in
            app.api.searchFailures["rx"] = .rateLimited(resetAt: nil, retryAfter: 2 * 86_400, authenticated: false)
            app.type("rx")
            let failedAt = try XCTUnwrap(app.api.failedAt)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyy-MM-dd"
            let end = failedAt.addingTimeInterval(2 * 86_400)
            let day = formatter.string(from: Date(timeIntervalSince1970: end.timeIntervalSince1970.rounded(.up)))
            let advice = "GitHub asked to slow down; try again on \(day) at \(timeOfDay(end))."
            app.advance(by: 60_000)
            XCTAssertTrue(text(app).contains("Search failed (Ctrl-R retries): " + advice), app.shown)
            XCTAssertFalse(app.shown.contains("more than a day"), app.shown)
        }
    }

    func testALoginsRateLimitResetIsATimeOfDayInTheStatusBarAndTheList() throws {
        try withApp(columns: 140) { app in
            let reset = Date(timeIntervalSince1970: 100)
            app.api.userFailures["ReactiveX"] = .rateLimited(resetAt: reset, retryAfter: nil, authenticated: false)
            app.press(.tab)
            app.type("ReactiveX")
            let advice = "GitHub rate limit reached; resets at \(timeOfDay(reset))."
            app.advance(by: 60_000)
            XCTAssertEqual(app.lines.last?.hasPrefix(" " + advice), true, app.shown)
            XCTAssertTrue(text(app).contains(advice + " Set GITHUB_TOKEN"), "the list:\n" + app.shown)
            XCTAssertFalse(app.shown.contains("(in "), app.shown)
        }
    }
}
