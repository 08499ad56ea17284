import Rx
import RxTerminal
import RxTesting
import XCTest

final class TextFieldLimitTests: RxTestCase {
    func testTheLimitIsSetPerFieldAndDroppedInputIsReported() {
        let field = TextField(maximumLength: 5)
        var reports: [Int] = []
        let subscription = field.rx.inputDropped.subscribe(onNext: { reports.append($0) })
        _ = field.handle(.paste("abcdefgh"))
        XCTAssertEqual(field.text, "abcde")
        XCTAssertEqual(field.droppedCharacterCount, 3)
        _ = field.handle(.character("z"))
        XCTAssertEqual(field.text, "abcde")
        XCTAssertEqual(field.droppedCharacterCount, 1)
        _ = field.handle(.ctrl("u"))
        XCTAssertEqual(field.droppedCharacterCount, 0)
        field.maximumLength = 2
        field.insert("日本語")
        XCTAssertEqual(field.text, "日本")
        XCTAssertEqual(reports, [3, 1, 1])
        subscription.dispose()
    }

    func testTextSetInCodeIsKeptWholeButTypingStaysBlocked() {
        let field = TextField(maximumLength: 3)
        field.text = "abcdef"
        _ = field.handle(.character("g"))
        XCTAssertEqual(field.text, "abcdef")
        XCTAssertEqual(field.droppedCharacterCount, 1)
        _ = field.handle(.backspace)
        XCTAssertEqual(field.text, "abcde")
    }

    func testANarrowFieldLeavesOutTheNoticeButKeepsTheCursorVisible() {
        let terminal = MemoryTerminal(columns: 8, rows: 1)
        let field = TextField(prompt: "> ", maximumLength: 3)
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        field.insert("abcdef")
        screen.render()
        XCTAssertEqual(terminal.lines, ["> abc"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 5))
    }
}
