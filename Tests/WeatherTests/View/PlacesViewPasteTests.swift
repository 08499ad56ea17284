import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// Text pasted into the add screen is cleaned as the screen draws it (controls and escape sequences go), so what is
/// searched is what the field shows.
final class PlacesViewPasteTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var geocoder: StubGeocoder!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        geocoder = StubGeocoder(scheduler)
    }

    override func tearDown() {
        scheduler = nil
        geocoder = nil
        super.tearDown()
    }

    private func withApp(_ body: (HeadlessPlaces) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: [], geocoder: geocoder, weather: StubWeatherService(scheduler))
            body(app)
            app.stop()
        }
    }

    func testAPastedControlCharacterIsNotSearched() {
        withApp { app in
            app.press(.character("a"))
            app.press(.paste("Ber\u{07}lin"), settle: 400)
            XCTAssertEqual(app.addScreen?.query, "Berlin")
            XCTAssertTrue(app.lines.contains("City: Berlin"), app.shown)
            XCTAssertEqual(geocoder.queries, ["Berlin"], "the text shown is the text searched")
        }
    }

    func testAPastedEscapeSequenceIsNotSearched() {
        withApp { app in
            app.press(.character("a"))
            app.press(.paste("Fran\u{1B}[31mcisco"), settle: 400)
            XCTAssertEqual(app.addScreen?.query, "Francisco")
            XCTAssertEqual(geocoder.queries, ["Francisco"])
        }
    }

    /// A paste held while Enter waits for the search (then "not found") reaches the add screen cleaned too.
    func testAPasteHeldWhileEnterWaitsIsCleanedToo() {
        geocoder.answer("Zzq", [.next(10, []), .completed(10)])
        withApp { app in
            app.press(.character("a"))
            app.type("Zzq")
            app.press(.enter, .paste("\u{1B}[1mX\u{07}"), settle: 400)
            XCTAssertNotNil(app.addScreen?.failure, "no place called Zzq")
            XCTAssertEqual(app.addScreen?.query, "ZzqX")
        }
    }
}
