import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// A search that failed can be tried again without changing its text: the status line says Enter searches again,
/// and Enter does.
final class PlacesViewRetryTests: XCTestCase {
    func testEnterOnAFailedSearchSearchesTheSameTextAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let geocoder = StubGeocoder(scheduler)
        geocoder.answer("berl", [.error(10, StubError.unexpected("berl"))])
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: [], geocoder: geocoder, weather: StubWeatherService(scheduler))
            app.press(.character("a"))
            XCTAssertEqual(app.lines.last, " Enter save  Esc back", app.shown)
            app.type("berl", settle: 400)
            XCTAssertTrue(app.shown.contains("The search for \u{201C}berl\u{201D} failed: "), app.shown)
            XCTAssertEqual(app.lines.last, " Enter search again  Esc back", "the status line says how: \(app.shown)")

            geocoder.answer("berl", [.next(10, [.berlin]), .completed(10)])
            app.press(.enter)
            XCTAssertTrue(app.lines.contains("  Searching \u{201C}berl\u{201D} again…"), app.shown)
            app.advance(by: 20)
            XCTAssertEqual(geocoder.queries, ["berl", "berl"], "the same text, searched again")
            XCTAssertEqual(app.highlighted?.hasPrefix("› Berlin"), true, app.shown)
            XCTAssertEqual(app.lines.last, " Enter save  Esc back", app.shown)
            XCTAssertNotNil(app.addScreen, "Enter searched again; it did not save: \(app.shown)")

            app.press(.enter)
            XCTAssertNil(app.addScreen, "Enter now saves the place found")
            XCTAssertEqual(app.store.places, [.berlin])
            app.stop()
        }
    }
}
