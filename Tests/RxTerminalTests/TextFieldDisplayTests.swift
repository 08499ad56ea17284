import RxTerminal
import XCTest

/// A field that only shows a text (not editable, no caret: the weather detail's coordinates) and is too narrow for
/// it shows its start and ends in "…", as a label does: scrolled as if a caret were at the end, "10.00°N 20.00°E"
/// read "0°N 20.00°E", another place.
final class TextFieldDisplayTests: XCTestCase {
    private func drawn(_ field: TextField, width: Int) -> String {
        let canvas = Canvas(width: width, height: 1)
        field.draw(in: canvas)
        return canvas.frame.text(ofRow: 0).trimmingCharacters(in: .whitespaces)
    }

    func testATextWithoutCaretTooWideShowsItsStartAndAnEllipsis() {
        let field = TextField(text: "10.00°N 20.00°E")
        field.isEditable = false
        XCTAssertEqual(drawn(field, width: 12), "10.00°N 20.…")
        XCTAssertEqual(drawn(field, width: 15), "10.00°N 20.00°E")
    }

    func testATextWithACaretStillScrollsToIt() {
        let field = TextField(text: "10.00°N 20.00°E")
        field.isEditable = false
        field.showsCaret = true
        XCTAssertEqual(drawn(field, width: 12), "0°N 20.00°E")
    }
}
