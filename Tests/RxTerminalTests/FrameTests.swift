import RxTerminal
import RxTesting
import XCTest

final class FrameTests: RxTestCase {
    func testCharacterWidths() {
        let table: [(Character, Int)] = [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("👍🏽", 2),
            ("❤\u{FE0F}", 2), ("\u{301}", 0), ("\u{200B}", 0), ("\u{7}", 0), ("─", 1), ("⠋", 1),
        ]
        for (character, width) in table {
            XCTAssertEqual(
                character.terminalWidth, width,
                "width of \(character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        XCTAssertEqual("日本語abc".terminalWidth, 9)
    }

    func testPutWideCharactersTakeTwoCellsAndAreNotSplitAtTheEdge() {
        var frame = Frame(width: 5, height: 1)
        let end = frame.put("a日本", row: 0, column: 0)
        XCTAssertEqual(end, 5)
        XCTAssertEqual(frame[0, 1].text, "日")
        XCTAssertTrue(frame[0, 2].isContinuation)
        XCTAssertEqual(frame.lines, ["a日本"])

        var narrow = Frame(width: 4, height: 1)
        XCTAssertEqual(narrow.put("a日本", row: 0, column: 0), 3)
        XCTAssertEqual(narrow.lines, ["a日"])
    }

    func testCombiningMarksJoinThePreviousCell() {
        var frame = Frame(width: 4, height: 1)
        frame.put("e\u{301}x", row: 0, column: 0)
        frame.put("\u{308}", row: 0, column: 2) // a lone mark arriving later still joins "x"
        XCTAssertEqual(frame[0, 0].text, "e\u{301}")
        XCTAssertEqual(frame[0, 1].text, "x\u{308}")
        XCTAssertEqual(frame.text(ofRow: 0), "e\u{301}x\u{308}  ")
    }

    func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(width: 4, height: 1)
        frame.put("日本", row: 0, column: 0)
        frame.put("x", row: 0, column: 1)
        XCTAssertEqual(frame.lines, [" x本"])
        frame.put("y", row: 0, column: 2)
        XCTAssertEqual(frame.lines, [" xy"])
    }

    func testControlCharactersAndEscapeSequencesAreSkippedWholeAndTabsBecomeSpaces() {
        var frame = Frame(width: 6, height: 1)
        frame.put("a\u{1}b\tc\u{7F}", row: 0, column: 0)
        XCTAssertEqual(frame.lines, ["ab c"])
        // ESC b is a (two-character) escape sequence to a terminal: both go.
        frame.put("a\u{1B}b\u{1B}[2Jc", row: 0, column: 0)
        XCTAssertEqual(frame.lines, ["ac c"])
    }

    func testCanvasClipsToItsRectangle() {
        let canvas = Canvas(width: 6, height: 3)
        let middle = canvas.slice(row: 1, height: 1)
        middle.put("hello world", row: 0, column: 2)
        middle.put("ignored", row: 1)
        XCTAssertEqual(canvas.frame.lines, ["", "  hell", ""])
    }
}

final class RendererTests: RxTestCase {
    private func frame(_ lines: [String], width: Int = 10) -> Frame {
        var frame = Frame(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { frame.put(line, row: row, column: 0) }
        return frame
    }

    func testFirstFrameWritesEveryRowAndTheTerminalShowsIt() {
        let terminal = MemoryTerminal(columns: 10, rows: 3)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(["one", "two", "three"]))
        XCTAssertEqual(renderer.lastWrittenRows, [0, 1, 2])
        XCTAssertEqual(terminal.lines, ["one", "two", "three"])
        XCTAssertFalse(terminal.isCursorVisible)
    }

    func testARendererKeepsItsTerminal() {
        // Renderer(terminal:) is public: a caller may hand it the only reference to the terminal.
        weak var weakTerminal: MemoryTerminal?
        let renderer: Renderer = {
            let terminal = MemoryTerminal(columns: 10, rows: 1)
            weakTerminal = terminal
            return Renderer(terminal: terminal)
        }()
        XCTAssertNotNil(weakTerminal, "the renderer let its terminal go")
        guard let terminal = weakTerminal else { return }
        renderer.render(frame(["kept"]))
        XCTAssertEqual(terminal.lines, ["kept"])
    }

    func testOnlyChangedRowsAreWritten() {
        let terminal = MemoryTerminal(columns: 10, rows: 3)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(["one", "two", "three"]))
        terminal.clearWrites()
        renderer.render(frame(["one", "2", "three"]))
        XCTAssertEqual(renderer.lastWrittenRows, [1])
        XCTAssertEqual(terminal.writes.count, 1)
        XCTAssertTrue(terminal.output.contains("\u{1B}[2;1H\u{1B}[0m2\u{1B}[K"), terminal.output.debugDescription)
        XCTAssertFalse(terminal.output.contains("one"))
        XCTAssertFalse(terminal.output.contains("\u{1B}[2J"), "never clears the screen (no flicker)")
        XCTAssertEqual(terminal.lines, ["one", "2", "three"])
    }

    func testAnUnchangedFrameWritesNothing() {
        let terminal = MemoryTerminal(columns: 10, rows: 2)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(["a", "b"]))
        terminal.clearWrites()
        renderer.render(frame(["a", "b"]))
        XCTAssertEqual(terminal.writes, [])
        XCTAssertEqual(renderer.lastWrittenRows, [])
    }

    func testInvalidateRedrawsEverything() {
        let terminal = MemoryTerminal(columns: 10, rows: 2)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(["a", "b"]))
        renderer.invalidate()
        renderer.render(frame(["a", "b"]))
        XCTAssertEqual(renderer.lastWrittenRows, [0, 1])
    }

    func testStylesWideCharactersAndCursorReachTheTerminal() {
        let terminal = MemoryTerminal(columns: 10, rows: 1)
        let renderer = Renderer(terminal: terminal)
        var styled = Frame(width: 10, height: 1)
        styled.put("日本", row: 0, column: 0, style: Style(foreground: .red, bold: true))
        styled.put("x", row: 0, column: 5, style: .inverse)
        styled.cursor = Position(row: 0, column: 4)
        renderer.render(styled)
        XCTAssertEqual(terminal.lines, ["日本 x"])
        XCTAssertEqual(terminal.screen[0, 0].style, Style(foreground: .red, bold: true))
        XCTAssertEqual(terminal.screen[0, 4].style, .plain)
        XCTAssertEqual(terminal.screen[0, 5].style, .inverse)
        XCTAssertEqual(terminal.screen, styled.withoutCursor)
        XCTAssertTrue(terminal.isCursorVisible)
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 4))
    }

    func testManyQuickUpdatesWriteOneRowEach() {
        let terminal = MemoryTerminal(columns: 20, rows: 10)
        let renderer = Renderer(terminal: terminal)
        var lines = (0..<10).map { "row \($0)" }
        renderer.render(frame(lines, width: 20))
        for tick in 0..<60 {
            lines[9] = "tick \(tick)"
            renderer.render(frame(lines, width: 20))
            XCTAssertEqual(renderer.lastWrittenRows, [9])
        }
        XCTAssertEqual(terminal.lines.last, "tick 59")
    }
}

extension Frame {
    var withoutCursor: Frame {
        var copy = self
        copy.cursor = nil
        return copy
    }
}
