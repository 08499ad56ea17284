import Rx
import RxTerminal
import RxTesting
import XCTest

/// A stack shorter than its widgets want: the list keeps some rows before idle widgets keep theirs, and the title
/// and the status bar are cut last.
final class StackLayoutTests: RxTestCase {
    private func page(scheduler: TestScheduler) -> (VStack, ListView, Spinner, Toast) {
        let list = ListView()
        list.setCells((0..<10).map { ListCell(title: "row \($0)") }, models: Array(0..<10))
        let spinner = Spinner(scheduler: scheduler)
        let toast = Toast(scheduler: scheduler)
        let stack = VStack([
            Label("Title"), TextField(text: "swift", prompt: "Search: "), spinner, list,
            Spinner(scheduler: scheduler), toast, StatusBar(left: "10 results", right: "Esc quit"),
        ])
        return (stack, list, spinner, toast)
    }

    private func rows(_ stack: VStack, height: Int) -> [String] {
        let canvas = Canvas(width: 30, height: height)
        stack.draw(in: canvas)
        // The words of each row, without the list's scroll bar.
        return (0..<height).map { row in
            canvas.frame.text(ofRow: row).split { $0 == " " || $0 == "┃" || $0 == "│" }.joined(separator: " ")
        }
    }

    func testAShortStackShowsTheListAndTheStatusBarBeforeIdleRows() {
        let (stack, _, _, _) = page(scheduler: TestScheduler(initialClock: 0))
        XCTAssertEqual(
            rows(stack, height: 6),
            ["Title", "Search: swift", "› row 0", "row 1", "row 2", "10 results Esc quit"])
    }

    func testAStackTooShortForItsFixedRowsKeepsTheTitleAndTheStatusBar() {
        let (stack, _, _, _) = page(scheduler: TestScheduler(initialClock: 0))
        XCTAssertEqual(rows(stack, height: 2), ["Title", "10 results Esc quit"])
        XCTAssertEqual(rows(stack, height: 1), ["10 results Esc quit"], "the status bar and its keys last")
        XCTAssertEqual(rows(stack, height: 0), [])
    }

    func testWithRoomToSpareIdleWidgetsKeepTheirRowsSoNothingJumps() {
        let scheduler = TestScheduler(initialClock: 0)
        let (stack, _, spinner, toast) = page(scheduler: scheduler)
        let idle = stack.layout(height: 30, width: 30)
        spinner.isAnimating = true
        toast.show("saved")
        XCTAssertEqual(stack.layout(height: 30, width: 30), idle)
        XCTAssertEqual(idle[2].count, 1, "the stopped spinner keeps its row")
        XCTAssertEqual(idle[3].count, 24, "the list has the rest")
        XCTAssertEqual(
            stack.layout(height: 6, width: 30).map(\.count), [1, 1, 1, 1, 0, 1, 1], "busy widgets keep theirs")
    }

    func testAToastWiderThanItsRowEndsInAnEllipsis() {
        let toast = Toast(scheduler: TestScheduler(initialClock: 0))
        toast.show("\u{201C}nosuchuserxyzlonglogin\u{201D} is not in the offline catalog")
        let canvas = Canvas(width: 30, height: 1)
        toast.draw(in: canvas)
        let row = canvas.frame.text(ofRow: 0)
        XCTAssertEqual(row.trimmingCharacters(in: .whitespaces), "\u{201C}nosuchuserxyzlonglogin\u{201D} is…")
        XCTAssertLessThanOrEqual(row.terminalWidth, 30)
    }
}
