import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// While the text typed on the add screen waits for its results, the empty list says it is searching for it, not
/// "type a few letters" (which were typed).
final class PlacesViewSearchingTests: XCTestCase {
    private static let typeALetter = "No places yet: type a few letters of a city's name"

    func testTheEmptyListSaysSearchingWhileTheTypedTextAwaitsItsResults() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let geocoder = StubGeocoder(scheduler)
        geocoder.answer("Zzq", [.next(10, []), .completed(10)])
        geocoder.answer("Zzqx", [.next(10, []), .completed(10)])
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: [], geocoder: geocoder, weather: StubWeatherService(scheduler))
            app.press(.character("a"))
            XCTAssertTrue(app.lines.contains("  " + Self.typeALetter), app.shown)
            app.type("Zzq", settle: 100) // within the debounce
            XCTAssertTrue(app.lines.contains("  Searching \u{201C}Zzq\u{201D}…"), app.shown)
            XCTAssertFalse(app.shown.contains(Self.typeALetter), app.shown)
            app.advance(by: 300)
            XCTAssertTrue(app.shown.contains("No place matches \u{201C}Zzq\u{201D}"), app.shown)
            app.type("x", settle: 100)
            XCTAssertTrue(app.lines.contains("  Searching \u{201C}Zzqx\u{201D}…"), app.shown)
            XCTAssertFalse(app.shown.contains(Self.typeALetter), app.shown)
            app.advance(by: 300)
            XCTAssertTrue(app.shown.contains("No place matches \u{201C}Zzqx\u{201D}"), app.shown)
            app.stop()
        }
    }
}
