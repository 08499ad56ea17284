import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// Keys typed after Enter on an add screen whose text waits for its results are held until Enter is handled, after
/// a search that failed as after one that worked: Enter is told "no place called …" for the text it was pressed on,
/// and the keys typed after it follow.
final class PlacesViewKeyHoldTests: HeadlessPlacesTestCase {
    override func setUp() {
        super.setUp()
        geocoder.answer("Zzq", [.next(10, []), .completed(10)])
    }

    /// On the add screen, once the search for `first` has ended (and Enter on it, with `enter`): clears the field,
    /// types "Zzq", then Enter and "x" in one burst (Enter within the debounce), and lets Zzq's search answer (not
    /// Zzqx's).
    private func enterThenType(after first: String, enter: Bool = false, _ check: (HeadlessPlaces) -> Void) {
        withApp { app in
            app.press(.character("a"))
            app.type(first, settle: 400)
            if enter { app.press(.enter) }
            app.press(.ctrl("u"))
            app.type("Zzq")
            app.press(.enter, .character("x"), settle: 100)
            XCTAssertEqual(app.addScreen?.query, "Zzq", "x is held while Enter waits: \(app.shown)")
            app.advance(by: 250)
            check(app)
        }
    }

    /// Enter was told, then the held key typed.
    private func assertEnterToldThenTyped(_ app: HeadlessPlaces, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Array(geocoder.queries.dropFirst()), ["Zzq"], "Zzq searched", file: file, line: line)
        XCTAssertEqual(
            app.addScreen?.failure, WeatherError.cityNotFound("Zzq").description, app.shown, file: file, line: line)
        XCTAssertEqual(app.addScreen?.query, "Zzqx", "then x typed: \(app.shown)", file: file, line: line)
    }

    func testKeysTypedAfterEnterFollowingASearchThatWorkedAreHeld() {
        geocoder.answer("Bonn", [.next(10, []), .completed(10)])
        enterThenType(after: "Bonn") { assertEnterToldThenTyped($0) }
    }

    func testKeysTypedAfterEnterFollowingAFailedSearchAreHeldToo() {
        geocoder.answer("Bonn", [.error(10, StubError.unexpected("Bonn"))])
        enterThenType(after: "Bonn") { assertEnterToldThenTyped($0) }
    }

    func testKeysTypedAfterEnterFollowingANotFoundAreHeldToo() {
        geocoder.answer("Qqz", [.next(10, []), .completed(10)])
        enterThenType(after: "Qqz", enter: true) { assertEnterToldThenTyped($0) }
    }
}
