import Foundation
import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// The detail says when the reading it shows was taken, so that after a failed refresh the user can tell how old the
/// earlier reading is.
final class PlacesViewReadingTimeTests: XCTestCase {
    private static let noon = Date(timeIntervalSince1970: 1_748_779_200) // 2025-06-01 12:00 UTC

    func testTheDetailSaysWhenItsReadingWasTakenAlsoAfterAFailedRefresh() {
        let halfPastTwelve: TestTime = 1_748_781_000_000 // in milliseconds
        let scheduler = TestScheduler(
            initialClock: halfPastTwelve, resolution: 0.001, simulateProcessingDelay: false)
        let weather = StubWeatherService(scheduler)
        weather.readingTime = Self.noon
        weather.answer("at Berlin", [.next(10, 21.5), .completed(10)])
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: [.berlin], geocoder: StubGeocoder(scheduler), weather: weather)
            app.advance(by: 20)
            app.press(.enter, settle: 20)
            XCTAssertTrue(app.lines.contains("21.5°C"), app.shown)
            XCTAssertTrue(app.lines.contains("Reading from 12:00"), app.shown)

            weather.answer("at Berlin", [.error(10, StubError.unexpected("Berlin"))])
            app.press(.escape)
            app.press(.character("r"), settle: 20)
            app.press(.enter, settle: 20)
            XCTAssertTrue(app.shown.contains("The last refresh failed: "), app.shown)
            XCTAssertTrue(
                app.lines.contains("Not current: the reading below is from before the failed refresh."), app.shown)
            XCTAssertTrue(app.lines.contains("Reading from 12:00"), "how old the earlier reading is: \(app.shown)")
            app.stop()
        }
    }
}
