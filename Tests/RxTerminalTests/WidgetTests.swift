import Rx
import RxTerminal
import RxTesting
import XCTest

final class TextFieldTests: RxTestCase {
    private func type(_ keys: [Key], into field: TextField) {
        for key in keys { XCTAssertTrue(field.handle(key), "\(key) should be handled") }
    }

    private func characters(_ text: String) -> [Key] { text.map { Key.character($0) } }

    func testTypingInsertsAtTheCursor() {
        let field = TextField()
        type(characters("helo"), into: field)
        type([.left], into: field)
        type(characters("l"), into: field)
        XCTAssertEqual(field.text, "hello")
        XCTAssertEqual(field.cursor, 4)
        type([.home], into: field)
        type(characters(">"), into: field)
        XCTAssertEqual(field.text, ">hello")
        XCTAssertEqual(field.cursor, 1)
    }

    func testBackspaceDeleteAndTheirEdges() {
        let field = TextField(text: "abc")
        type([.backspace], into: field)
        XCTAssertEqual(field.text, "ab")
        type([.home, .delete], into: field)
        XCTAssertEqual(field.text, "b")
        type([.backspace], into: field) // nothing before the cursor
        type([.end, .delete], into: field) // nothing after it
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(field.cursor, 1)
    }

    func testWordAndLineDeletion() {
        let field = TextField(text: "swift rx  terminal")
        type([.ctrl("w")], into: field)
        XCTAssertEqual(field.text, "swift rx  ")
        type([.ctrl("w")], into: field)
        XCTAssertEqual(field.text, "swift ")
        type([.alt("\u{7F}")], into: field)
        XCTAssertEqual(field.text, "")
        field.text = "one two three"
        type([.ctrl("a"), .alt("f"), .ctrl("k")], into: field)
        XCTAssertEqual(field.text, "one")
        type([.alt("b"), .right, .ctrl("u")], into: field)
        XCTAssertEqual(field.text, "ne")
    }

    func testWideAndCombiningCharactersEditAsOneCharacter() {
        let field = TextField()
        type([.character("日"), .character("e\u{301}"), .character("x")], into: field)
        type([.left, .backspace], into: field)
        XCTAssertEqual(field.text, "日x")
        XCTAssertEqual(field.cursor, 1)
    }

    func testPasteInsertsOneLine() {
        let field = TextField(text: "ab")
        type([.left, .paste("1\n2")], into: field)
        XCTAssertEqual(field.text, "a1 2b")
        XCTAssertEqual(field.cursor, 4)
    }

    func testPastedTabsAndEscapeSequencesAreCleanedAsTheScreenShowsThem() {
        let terminal = MemoryTerminal(columns: 30, rows: 1)
        let field = TextField(prompt: "Search: ")
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        type([.paste("ab\tcd\tef")], into: field)
        XCTAssertEqual(field.text, "ab cd ef")
        screen.render()
        XCTAssertEqual(terminal.lines, ["Search: ab cd ef"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 16), "the cursor after the last character shown")
        type([.left, .left, .left, .character("X")], into: field)
        XCTAssertEqual(field.text, "ab cdX ef", "typed where the cursor is drawn")
        field.text = ""
        type([.paste("rx\u{1B}[31mred\ttab\u{7}")], into: field)
        XCTAssertEqual(field.text, "rxred tab")
        screen.render()
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 17))
    }

    func testKeysAFieldDoesNotUse() {
        let field = TextField()
        for key: Key in [.enter, .up, .down, .pageUp, .tab, .escape] {
            XCTAssertFalse(field.handle(key), "\(key)")
        }
    }

    func testDrawShowsPlaceholderPromptAndCursor() {
        let terminal = MemoryTerminal(columns: 12, rows: 1)
        let field = TextField(placeholder: "Search", prompt: "> ")
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        screen.render()
        XCTAssertEqual(terminal.lines, ["> Search"])
        XCTAssertEqual(terminal.screen[0, 2].style, .dim)
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 2))
        field.insert("日本")
        screen.render()
        XCTAssertEqual(terminal.lines, ["> 日本"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 6))
    }

    func testLongTextScrollsToKeepTheCursorVisible() {
        let terminal = MemoryTerminal(columns: 8, rows: 1)
        let field = TextField(prompt: "> ")
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        field.insert("abcdefghij")
        screen.render()
        XCTAssertEqual(terminal.lines, ["> fghij"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 7))
        for _ in 0..<10 { _ = field.handle(.left) }
        screen.render()
        XCTAssertEqual(terminal.lines, ["> abcdef"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 2))
    }

    func testAVeryLongTextShowsTheWindowAroundTheCursor() {
        let terminal = MemoryTerminal(columns: 12, rows: 1)
        let field = TextField(prompt: "> ")
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        field.text = String(repeating: "0123456789", count: 1_000) + "日本e\u{301}"
        screen.render()
        XCTAssertEqual(terminal.lines, ["> 6789日本é"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 11))
        _ = field.handle(.home)
        screen.render()
        XCTAssertEqual(terminal.lines, ["> 0123456789"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 2))
        for _ in 0..<9_999 { _ = field.handle(.right) }
        screen.render()
        // The cursor sits on the last digit, with nine digits before it.
        XCTAssertEqual(terminal.lines, ["> 0123456789"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 11))
        _ = field.handle(.right)
        screen.render()
        // The cursor sits on the wide character, which does not fit whole in the last column and is left out.
        XCTAssertEqual(terminal.lines, ["> 123456789"])
        XCTAssertEqual(terminal.cursor, Position(row: 0, column: 11))
    }

    func testTypingIntoAFullFieldIsDroppedAndTheFieldSaysSo() {
        let terminal = MemoryTerminal(columns: 60, rows: 1)
        let field = TextField(prompt: "> ")
        let screen = Screen(terminal: terminal, content: field, scheduler: TestScheduler(initialClock: 0))
        for character in String(repeating: "x", count: 300) { _ = field.handle(.character(character)) }
        XCTAssertEqual(field.text.count, 256, "the default limit is 256 characters")
        screen.render()
        XCTAssertTrue(terminal.lines[0].hasSuffix("[limit 256 reached]"), terminal.lines[0])
        _ = field.handle(.backspace)
        screen.render()
        XCTAssertFalse(terminal.lines[0].contains("limit"), "the notice goes with the next edit that fits")
    }

    func testAHugePasteIsCutAtTheLimitAndEscapeStillArrives() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let terminal = MemoryTerminal(columns: 40, rows: 1)
        let field = TextField(text: "ab")
        let screen = Screen(terminal: terminal, content: field, scheduler: scheduler)
        var keys: [Key] = []
        let bag = DisposeBag()
        screen.start().disposed(by: bag)
        screen.keys.subscribe(onNext: { keys.append($0) }).disposed(by: bag)
        let pasted = String(repeating: "pasted text ", count: 1_000)
        scheduler.scheduleAt(100) {
            terminal.send(Array("\u{1B}[200~\(pasted)\u{1B}[201~".utf8) + [0x1B])
        }
        scheduler.start()
        XCTAssertEqual(field.text.count, 256)
        XCTAssertTrue(field.text == "ab" + String(pasted.prefix(254)), "the field keeps the start of the paste")
        XCTAssertEqual(keys.last, .escape)
        XCTAssertTrue(terminal.lines[0].hasSuffix("[limit 256 reached]"), terminal.lines[0])
    }
}

final class ListViewTests: RxTestCase {
    private func makeList(count: Int, height: Int) -> (ListView, MemoryTerminal, Screen) {
        let list = ListView(emptyText: "Nothing")
        list.setCells((0..<count).map { ListCell(title: "item \($0)", detail: "d\($0)") }, models: Array(0..<count))
        let terminal = MemoryTerminal(columns: 20, rows: height)
        let screen = Screen(terminal: terminal, content: list, scheduler: TestScheduler(initialClock: 0))
        screen.render()
        return (list, terminal, screen)
    }

    func testRowsShowTitleDetailAndSelection() {
        let (list, terminal, _) = makeList(count: 2, height: 3)
        XCTAssertEqual(terminal.lines, ["› item 0  d0", "  item 1  d1", ""])
        XCTAssertTrue(terminal.screen[0, 5].style.inverse)
        XCTAssertTrue(terminal.screen[0, 19].style.inverse, "the whole selected row is highlighted")
        XCTAssertFalse(terminal.screen[1, 5].style.inverse)
        XCTAssertEqual(terminal.screen[1, 10].style, .dim)
        XCTAssertEqual(list.selectedIndex, 0)
    }

    func testEmptyListShowsItsEmptyText() {
        let (list, terminal, screen) = makeList(count: 0, height: 2)
        XCTAssertEqual(terminal.lines, ["  Nothing", ""])
        XCTAssertNil(list.selectedIndex)
        XCTAssertFalse(list.handle(.down))
        _ = screen
    }

    func testArrowsAndPagesScrollTheSelectionIntoView() {
        let (list, terminal, screen) = makeList(count: 10, height: 4)
        XCTAssertTrue(list.handle(.down))
        XCTAssertEqual(list.selectedIndex, 1)
        XCTAssertTrue(list.handle(.pageDown))
        XCTAssertEqual(list.selectedIndex, 4)
        XCTAssertEqual(list.scrollOffset, 1)
        screen.render()
        XCTAssertEqual(terminal.lines.map { String($0.prefix(8)) }, ["  item 1", "  item 2", "  item 3", "› item 4"])
        XCTAssertTrue(list.handle(.pageDown))
        XCTAssertTrue(list.handle(.pageDown))
        XCTAssertEqual(list.selectedIndex, 9, "clamped at the last row")
        XCTAssertEqual(list.scrollOffset, 6)
        XCTAssertTrue(list.handle(.pageUp))
        XCTAssertEqual(list.selectedIndex, 6)
        XCTAssertTrue(list.handle(.up))
        XCTAssertEqual(list.selectedIndex, 5)
        XCTAssertEqual(list.scrollOffset, 5)
        screen.render()
        XCTAssertEqual(terminal.lines[0].prefix(8), "› item 5")
        XCTAssertTrue(terminal.lines[0].hasSuffix("┃") || terminal.lines[0].hasSuffix("│"), "a scroll bar")
    }

    func testNewRowsKeepTheSelectionInRange() {
        let (list, _, _) = makeList(count: 10, height: 4)
        list.select(8)
        list.setCells([ListCell(title: "only")], models: ["only"])
        XCTAssertEqual(list.selectedIndex, 0)
        XCTAssertEqual(list.scrollOffset, 0)
        XCTAssertEqual(list.model(at: 0) as? String, "only")
        XCTAssertNil(list.model(at: 1))
    }

    func testAListMadeShorterAndThenTallerAgainFillsItsRows() {
        let list = ListView()
        list.setCells((0..<25).map { ListCell(title: "item \($0)") }, models: Array(0..<25))
        list.draw(in: Canvas(width: 20, height: 20))
        list.select(24)
        list.draw(in: Canvas(width: 20, height: 8))
        XCTAssertEqual(list.scrollOffset, 17)
        let tall = Canvas(width: 20, height: 20)
        list.draw(in: tall)
        XCTAssertEqual(list.scrollOffset, 5, "the last row at the bottom, no blank row under it")
        let rows = (0..<20).map { tall.frame.text(ofRow: $0) }
        XCTAssertEqual(rows.first?.prefix(9), "  item 5 ")
        XCTAssertEqual(rows.last?.prefix(9), "› item 24")
        XCTAssertEqual(rows.filter { $0.hasSuffix("┃") }.count, 1, "the scroll thumb is drawn: \(rows)")
    }
}

final class TimedWidgetTests: RxTestCase {
    func testSpinnerAdvancesOnItsSchedulerOnlyWhileAnimating() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let spinner = Spinner(
            title: "Loading", frames: ["a", "b", "c"], interval: .milliseconds(100), scheduler: scheduler)
        let terminal = MemoryTerminal(columns: 12, rows: 1)
        let screen = Screen(terminal: terminal, content: spinner, scheduler: scheduler)
        var seen: [String] = []
        scheduler.scheduleAt(50) { spinner.isAnimating = true }
        for time in [60, 160, 260, 360] {
            scheduler.scheduleAt(time) { seen.append(terminal.lines[0]) }
        }
        scheduler.scheduleAt(370) { spinner.isAnimating = false }
        scheduler.scheduleAt(1000) { seen.append(terminal.lines[0]) }
        scheduler.start()
        XCTAssertEqual(seen, ["a Loading", "b Loading", "c Loading", "a Loading", ""])
        XCTAssertEqual(scheduler.clock, 1000, "no timer left running after stopping")
        _ = screen
    }

    func testToastHidesAfterItsDurationAndTheNewestMessageWins() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let toast = Toast(duration: .seconds(1), scheduler: scheduler)
        var seen: [(Int, String?)] = []
        scheduler.scheduleAt(100) { toast.show("first") }
        scheduler.scheduleAt(600) { toast.show("second") }
        for time in [1_099, 1_101, 1_599, 1_601] {
            scheduler.scheduleAt(time) { seen.append((time, toast.message)) }
        }
        scheduler.scheduleAt(2_000) { toast.show("custom", duration: .milliseconds(10)) }
        scheduler.scheduleAt(2_011) { seen.append((2_011, toast.message)) }
        scheduler.start()
        XCTAssertEqual(seen.map(\.0), [1_099, 1_101, 1_599, 1_601, 2_011])
        XCTAssertEqual(seen.map(\.1), ["second", "second", "second", nil, nil])
    }

    func testToastDrawsCenteredWhileShown() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let toast = Toast(scheduler: scheduler)
        let terminal = MemoryTerminal(columns: 10, rows: 1)
        let screen = Screen(terminal: terminal, content: toast, scheduler: scheduler)
        toast.show("hi")
        screen.render()
        XCTAssertEqual(terminal.lines, ["    hi"])
        toast.hide()
        screen.render()
        XCTAssertEqual(terminal.lines, [""])
    }

    func testSixtyFramesASecondRewriteOnlyTheSpinnerRow() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let spinner = Spinner(interval: .milliseconds(16), scheduler: scheduler)
        let terminal = MemoryTerminal(columns: 20, rows: 3)
        let screen = Screen(
            terminal: terminal, content: VStack([Label("title"), spinner, Label("footer")]), scheduler: scheduler)
        let bag = DisposeBag()
        screen.start().disposed(by: bag)
        terminal.clearWrites()
        scheduler.scheduleAt(1) { spinner.isAnimating = true }
        scheduler.scheduleAt(1_001) { spinner.isAnimating = false }
        scheduler.start()
        XCTAssertGreaterThanOrEqual(terminal.writes.count, 60)
        for write in terminal.writes {
            XCTAssertTrue(write.contains("\u{1B}[2;1H"), write.debugDescription)
            XCTAssertFalse(write.contains("\u{1B}[1;1H") || write.contains("\u{1B}[3;1H"), "other rows are left alone")
            XCTAssertFalse(write.contains("\u{1B}[2J"), "never clears the screen")
        }
        XCTAssertEqual(terminal.lines, ["title", "", "footer"])
    }
}

final class PageViewTests: RxTestCase {
    func testOnlyThePageOnShowIsDrawnAndGetsKeysAndFocus() {
        let terminal = MemoryTerminal(columns: 20, rows: 2)
        let field = TextField(prompt: "> ")
        let first = VStack([Label("search"), field])
        let second = VStack([Label("detail"), Label("stars")])
        let pages = PageView(first, [second])
        let scheduler = TestScheduler(initialClock: 0)
        let screen = Screen(terminal: terminal, content: pages, scheduler: scheduler)
        XCTAssertTrue(screen.focusedWidget === field)

        pages.show(second)
        screen.render()
        XCTAssertNil(screen.focusedWidget, "the detail page has nothing to focus")
        XCTAssertEqual(screen.lastFrame?.lines.first, "detail")
        screen.send(.character("u"))
        XCTAssertEqual(field.text, "", "a hidden field gets no keys")

        pages.show(first)
        screen.render()
        XCTAssertTrue(screen.focusedWidget === field)
        screen.send(.character("u"))
        XCTAssertEqual(field.text, "u")
        XCTAssertEqual(screen.lastFrame?.lines.first, "search")
    }
}
