import Rx
import RxTerminal
import RxTesting
import Weather
import XCTest

/// Text pasted into the add screen is cleaned as the screen draws it (controls and escape sequences go), so what is
/// searched is what the field shows.
final class PlacesViewPasteTests: HeadlessPlacesTestCase {
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
