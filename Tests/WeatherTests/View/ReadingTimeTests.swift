import Foundation
import XCTest

@testable import weather

/// The time of a reading is shown as a local clock time, which stays true however long it is on screen, with its
/// date when it is not from today.
final class ReadingTimeTests: XCTestCase {
    private let reading = Date(timeIntervalSince1970: 1_748_779_200) // 2025-06-01 12:00 UTC
    private let utc = TimeZone(identifier: "UTC")!

    func testAReadingFromTodayIsItsClockTime() {
        let later = reading.addingTimeInterval(5 * 3_600 + 59)
        XCTAssertEqual(ReadingTime.text(reading, now: later, timeZone: utc), "Reading from 12:00")
        XCTAssertEqual(
            ReadingTime.text(reading.addingTimeInterval(-60), now: later, timeZone: utc), "Reading from 11:59")
    }

    func testAReadingFromAnotherDayHasItsDate() {
        let nextDay = reading.addingTimeInterval(12 * 3_600)
        XCTAssertEqual(ReadingTime.text(reading, now: nextDay, timeZone: utc), "Reading from 2025-06-01 12:00")
    }

    func testTheTimeIsTheUsersLocalTime() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        XCTAssertEqual(ReadingTime.text(reading, now: reading, timeZone: berlin), "Reading from 14:00")
        let auckland = try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))
        XCTAssertEqual(
            ReadingTime.text(reading, now: reading.addingTimeInterval(-13 * 3_600), timeZone: auckland),
            "Reading from 2025-06-02 00:00", "already the next day there")
    }
}
