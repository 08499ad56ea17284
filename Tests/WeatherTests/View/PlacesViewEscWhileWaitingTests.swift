import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// Esc while Enter waits for a search that does not answer (a server that hangs until the request times out) goes
/// back at once: it is not held with the keys typed ahead for the screen after the save, to be delivered when the
/// search gives up (where a second Esc, pressed because nothing happened, would then quit the app).
final class PlacesViewEscWhileWaitingTests: HeadlessPlacesTestCase {
    override func setUp() {
        super.setUp()
        geocoder.answer("Berl", [.next(20_000, [.berlin]), .completed(20_000)])
    }

    func testEscWhileEnterWaitsGoesBackAtOnceAndDropsTheKeysTypedAhead() {
        withApp { app in
            app.press(.character("a"))
            app.type("Berl", settle: 400)
            app.press(.enter)
            app.type("xyz")
            app.press(.escape, settle: 10)
            XCTAssertNil(app.state?.path.top, "back on the list at once: \(app.shown)")
            XCTAssertEqual(app.state?.quit, false)
            let search = geocoder.answers["Berl"]?.subscriptions.last
            XCTAssertLessThanOrEqual(search?.unsubscribe ?? .max, scheduler.clock, "the search is cancelled")
            app.advance(by: 30_000)
            XCTAssertNil(app.state?.path.top, app.shown)
            XCTAssertEqual(app.state?.rows.count, 0, "the place Enter waited for is not saved: \(app.shown)")
            XCTAssertEqual(app.state?.quit, false, app.shown)
            XCTAssertTrue(app.shown.contains("No saved places yet"), app.shown)
        }
    }

    func testKeysOtherThanEscAreStillHeldUntilTheSearchAnswers() {
        geocoder.answer("Zzq", [.next(20_000, []), .completed(20_000)])
        withApp { app in
            app.press(.character("a"))
            app.type("Zzq", settle: 400)
            app.press(.enter)
            app.type("x", settle: 10)
            XCTAssertEqual(app.addScreen?.query, "Zzq", "x is held while Enter waits: \(app.shown)")
            app.advance(by: 20_100)
            XCTAssertEqual(app.addScreen?.failure, WeatherError.cityNotFound("Zzq").description, app.shown)
            XCTAssertEqual(app.addScreen?.query, "Zzqx", "then x typed: \(app.shown)")
        }
    }
}
