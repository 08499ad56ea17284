import RxTerminal
import XCTest

/// What is cut, and how, when a widget is narrower than its text: with "…", and the texts that must stay last.
final class TruncationTests: XCTestCase {
    private func draw(_ widget: Widget, width: Int) -> String {
        let canvas = Canvas(width: width, height: 1)
        widget.draw(in: canvas)
        return canvas.frame.text(ofRow: 0)
    }

    func testATextTooWideEndsInAnEllipsisWithinTheWidth() {
        XCTAssertEqual("swift".truncated(toWidth: 10), "swift")
        XCTAssertEqual("swift".truncated(toWidth: 5), "swift")
        XCTAssertEqual("swift".truncated(toWidth: 4), "swi…")
        XCTAssertEqual("swift".truncated(toWidth: 1), "…")
        XCTAssertEqual("swift".truncated(toWidth: 0), "")
        XCTAssertEqual("日本語です".truncated(toWidth: 6), "日本…", "wide characters count two columns")
        XCTAssertLessThanOrEqual("日本語です".truncated(toWidth: 5).terminalWidth, 5)
    }

    func testALabelCutsItsLineWithAnEllipsis() {
        let label = Label("[offline: bundled catalog]")
        XCTAssertEqual(draw(label, width: 20).trimmingCharacters(in: .whitespaces), "[offline: bundled c…")
    }

    func testAStatusBarKeepsItsRightTextAndCutsTheLeftOne() {
        let bar = StatusBar(left: "https://github.com/realm/realm-swift", right: "Enter/o open · Esc back")
        let narrow = draw(bar, width: 50)
        XCTAssertTrue(narrow.hasSuffix("Enter/o open · Esc back "), narrow)
        XCTAssertTrue(narrow.contains(" https://github.com/rea…  Enter"), narrow)
        let wide = draw(bar, width: 80)
        XCTAssertTrue(wide.contains("https://github.com/realm/realm-swift"), wide)
        XCTAssertTrue(wide.hasSuffix("Esc back "), wide)
        let tiny = draw(bar, width: 12)
        XCTAssertEqual(tiny, " Enter/o o… ", "the right text alone, cut, when nothing else fits")
    }

    func testAListRowCutsTheTitleFirstThenTheDetailAndKeepsTheBadge() {
        let cell = ListCell(
            title: "Berlin, State of Berlin, Germany", detail: "1.5°C  mainly clear",
            badge: "(demo data, not a forecast)")
        let full = cell.fitted(width: 100)
        XCTAssertEqual(full.title, "Berlin, State of Berlin, Germany")
        let sixty = cell.fitted(width: 64)
        XCTAssertEqual(sixty.badge, "(demo data, not a forecast)")
        XCTAssertTrue(sixty.title.hasSuffix("…"), sixty.title)
        XCTAssertEqual(sixty.detail, "1.5°C  mainly clear", "the title is cut before the detail")
        XCTAssertLessThanOrEqual(sixty.total, 64)
        let narrower = cell.fitted(width: 56)
        XCTAssertEqual(narrower.title, "Berlin, Sta…")
        XCTAssertEqual(narrower.detail, "1.5°C  mainl…")
        XCTAssertLessThanOrEqual(narrower.total, 56)
        XCTAssertEqual(narrower.badge, "(demo data, not a forecast)")
        let forty = cell.fitted(width: 44)
        XCTAssertEqual(forty.badge, "(demo data, not a forecast)")
        XCTAssertLessThanOrEqual(forty.total, 44)
        let list = ListView()
        list.setCells([cell], models: [0])
        let canvas = Canvas(width: 60, height: 1)
        list.draw(in: canvas)
        XCTAssertTrue(canvas.frame.text(ofRow: 0).contains("(demo data, not a forecast)"), canvas.frame.text(ofRow: 0))
    }

    func testANarrowListRowKeepsPartOfItsTitleBesideTheBadge() {
        let badge = "(demo data, not a forecast)"
        let cells = ["Paris, Île-de-France, France", "Berlin, State of Berlin, Germany"].map {
            ListCell(title: $0, detail: "17.4°C  partly cloudy", badge: badge)
        }
        // A 40-column window: 37 columns for the text of a row.
        let rows = cells.map { $0.fitted(width: 37) }
        XCTAssertEqual(rows.map(\.title), ["Paris, …", "Berlin,…"], "rows stay told apart")
        XCTAssertEqual(rows.map(\.badge), [badge, badge])
        XCTAssertTrue(rows.allSatisfy { $0.detail.isEmpty && $0.total <= 37 })
        let narrower = cells[0].fitted(width: 20)
        XCTAssertEqual(narrower.title, "Paris…", "the title keeps 6 columns; the badge is cut")
        XCTAssertEqual(narrower.badge, "(demo data,…")
        XCTAssertLessThanOrEqual(narrower.total, 20)
        let tiny = cells[0].fitted(width: 10)
        XCTAssertEqual(tiny.title, "Paris, Îl…", "the title alone when no useful part of the badge fits")
        XCTAssertEqual(tiny.badge, "")
        let list = ListView()
        list.setCells(cells, models: [0, 1])
        let canvas = Canvas(width: 40, height: 2)
        list.draw(in: canvas)
        XCTAssertTrue(canvas.frame.text(ofRow: 1).hasPrefix("  Berlin, …  (demo data"), canvas.frame.text(ofRow: 1))
    }

    func testAFieldNarrowedAndWidenedAgainShowsItsWholeTextAgain() {
        let field = TextField(text: "swift", prompt: "Search: ")
        _ = draw(field, width: 10)
        XCTAssertEqual(draw(field, width: 40).trimmingCharacters(in: .whitespaces), "Search: swift")
    }
}

extension ListCell {
    fileprivate func fitted(width: Int) -> (title: String, detail: String, badge: String, total: Int) {
        let (title, detail, badge) = fitted(toWidth: width)
        let total =
            title.terminalWidth + (detail.isEmpty ? 0 : detail.terminalWidth + 2)
            + (badge.isEmpty ? 0 : badge.terminalWidth + 2)
        return (title, detail, badge, total)
    }
}
