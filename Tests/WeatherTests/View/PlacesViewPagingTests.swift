import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// PageUp/PageDown move the places list's highlight by a page (the rows it shows, less one, as RxTerminal's
/// `ListView` pages), Home/End to the first and last place; `d` then deletes the place highlighted on screen.
final class PlacesViewPagingTests: XCTestCase {
    func testPageKeysHomeAndEndMoveTheHighlightAndDeleteFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let places = (1...35).map { Location(name: "Place \($0)", latitude: Double($0), longitude: 0) }
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: places, geocoder: StubGeocoder(scheduler),
                weather: StubWeatherService(scheduler))
            let shownRows = app.lines.filter { $0.hasPrefix("› Place ") || $0.hasPrefix("  Place ") }.count
            XCTAssertGreaterThan(shownRows, 5, app.shown)
            XCTAssertLessThan(shownRows, 35, "the list scrolls: \(app.shown)")
            let page = shownRows - 1
            app.press(.end)
            XCTAssertEqual(app.state?.highlighted, 34)
            XCTAssertEqual(app.highlighted?.hasPrefix("› Place 35 "), true, app.shown)
            app.press(.pageUp)
            XCTAssertEqual(app.state?.highlighted, 34 - page)
            XCTAssertEqual(app.highlighted?.hasPrefix("› Place \(35 - page) "), true, app.shown)
            app.press(.pageDown)
            XCTAssertEqual(app.state?.highlighted, 34)
            app.press(.pageUp)
            XCTAssertEqual(app.state?.highlighted, 34 - page)
            app.press(.character("d"))
            XCTAssertEqual(app.state?.places.count, 34)
            XCTAssertFalse(app.state?.places.contains { $0.name == "Place \(35 - page)" } ?? true, "the one on screen")
            XCTAssertEqual(app.state?.places.last?.name, "Place 35", "not the last")
            app.press(.home)
            XCTAssertEqual(app.state?.highlighted, 0)
            XCTAssertEqual(app.highlighted?.hasPrefix("› Place 1 "), true, app.shown)
            app.press(.pageUp)
            XCTAssertEqual(app.state?.highlighted, 0)
            app.press(.pageDown)
            XCTAssertEqual(app.state?.highlighted, page)
            app.press(.pageDown)
            XCTAssertEqual(app.state?.highlighted, 33, "clamped at the last place")
            app.stop()
        }
    }
}
