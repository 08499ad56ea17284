import Rx
import RxTerminal
import RxTesting
import XCTest

final class ScreenTests: RxTestCase {
    private final class Fixture {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let terminal = MemoryTerminal(columns: 30, rows: 6)
        let title = Label("Demo", style: .bold)
        let field = TextField(placeholder: "type", prompt: "> ")
        let list = ListView(emptyText: "empty")
        let status = StatusBar(left: "ready", right: "^C quit")
        let screen: Screen
        var keys: [Key] = []
        let bag = DisposeBag()

        init() {
            screen = Screen(terminal: terminal, content: VStack([title, field, list, status]), scheduler: scheduler)
            list.setCells((0..<5).map { ListCell(title: "row \($0)") }, models: Array(0..<5))
            screen.start().disposed(by: bag)
            screen.keys.subscribe(onNext: { [unowned self] in keys.append($0) }).disposed(by: bag)
        }
    }

    func testLayoutGivesFixedRowsAndTheListTheRest() {
        let fixture = Fixture()
        XCTAssertEqual(
            fixture.terminal.lines,
            [
                "Demo", "> type", "› row 0                      ┃", "  row 1                      │",
                "  row 2                      │", " ready                ^C quit",
            ])
        XCTAssertTrue(fixture.terminal.isCursorVisible)
        XCTAssertEqual(fixture.terminal.cursor, Position(row: 1, column: 2))
    }

    func testTypedBytesReachTheFocusedFieldAndUnusedKeysTheList() {
        let fixture = Fixture()
        fixture.terminal.type("hi\u{1B}[B\u{1B}[B")
        XCTAssertEqual(fixture.field.text, "hi")
        XCTAssertEqual(fixture.list.selectedIndex, 2)
        XCTAssertEqual(fixture.keys, [.character("h"), .character("i"), .down, .down])
        fixture.scheduler.start()
        XCTAssertEqual(fixture.terminal.lines[1], "> hi")
        XCTAssertEqual(fixture.terminal.lines[4], "› row 2                      │")
    }

    func testUpdatesInOneTurnMakeOneFrame() {
        let fixture = Fixture()
        fixture.terminal.clearWrites()
        fixture.terminal.type("abc")
        fixture.status.left = "typing"
        fixture.scheduler.start()
        XCTAssertEqual(fixture.terminal.writes.count, 1)
        XCTAssertEqual(fixture.terminal.lines[1], "> abc")
        XCTAssertEqual(fixture.terminal.lines[5], " typing               ^C quit")
    }

    func testALoneEscapeIsDeliveredAfterTheEscapeDelay() {
        let fixture = Fixture()
        fixture.scheduler.scheduleAt(100) { fixture.terminal.send([0x1B]) }
        var atTimes: [(Int, [Key])] = []
        fixture.scheduler.scheduleAt(110) { atTimes.append((110, fixture.keys)) }
        fixture.scheduler.scheduleAt(130) { atTimes.append((130, fixture.keys)) }
        fixture.scheduler.start()
        XCTAssertEqual(atTimes.map(\.1), [[], [.escape]])
    }

    func testTheRestOfASplitSequenceCancelsTheEscapeTimeout() {
        let fixture = Fixture()
        fixture.scheduler.scheduleAt(100) { fixture.terminal.send([0x1B]) }
        fixture.scheduler.scheduleAt(110) { fixture.terminal.send(Array("[B".utf8)) }
        fixture.scheduler.start()
        XCTAssertEqual(fixture.keys, [.down])
    }

    func testTabMovesFocusOnlyWhenSeveralWidgetsAcceptIt() {
        let fixture = Fixture()
        fixture.screen.send(.tab)
        XCTAssertTrue(fixture.field.isFocused, "only one focusable widget")
        let second = TextField()
        let screen = Screen(
            terminal: MemoryTerminal(), content: VStack([fixture.field, second]), scheduler: fixture.scheduler)
        screen.send(.tab)
        XCTAssertTrue(screen.focusedWidget === second)
        screen.send(.backTab)
        XCTAssertTrue(screen.focusedWidget === fixture.field)
    }

    func testCtrlCCallsTheInterruptHandlerWhenSet() {
        let fixture = Fixture()
        fixture.terminal.send([0x03])
        XCTAssertEqual(fixture.keys, [.ctrl("c")])
        var interrupted = 0
        fixture.screen.onInterrupt = { interrupted += 1 }
        fixture.terminal.send([0x03])
        XCTAssertEqual(interrupted, 1)
    }

    func testResizeRedrawsEverythingAtTheNewSize() {
        let fixture = Fixture()
        fixture.terminal.resize(to: TerminalSize(columns: 20, rows: 4))
        XCTAssertEqual(fixture.terminal.lines, ["Demo", "> type", "› row 0            ┃", " ready      ^C quit"])
    }

    func testStoppingTheScreenStopsInput() {
        let fixture = Fixture()
        let scheduler = TestScheduler(initialClock: 0)
        let terminal = MemoryTerminal(columns: 10, rows: 1)
        let field = TextField()
        let screen = Screen(terminal: terminal, content: field, scheduler: scheduler)
        let subscription = screen.start()
        terminal.type("a")
        subscription.dispose()
        terminal.type("b")
        XCTAssertEqual(field.text, "a")
        _ = fixture
    }

    /// A paste whose end marker never comes gives the keyboard back a second after its last byte: the text so
    /// far arrives as a paste and the next keys are keys again.
    func testAPasteWithoutItsEndGivesTheKeyboardBackWithinASecond() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let terminal = MemoryTerminal(columns: 20, rows: 1)
        let field = TextField()
        let screen = Screen(terminal: terminal, content: field, scheduler: scheduler)
        var keys: [Key] = []
        let recording = screen.rx.keys.subscribe(onNext: { keys.append($0) })
        let subscription = screen.start()
        screen.receive(Array("\u{1B}[200~Berlin".utf8))
        scheduler.advanceTo(500)
        screen.receive(Array("Paris".utf8))
        scheduler.advanceTo(1_400)
        XCTAssertEqual(keys, [], "still inside the paste a second after its first byte, but not after its last")
        scheduler.advanceTo(1_501)
        XCTAssertEqual(keys, [.paste("BerlinParis")])
        screen.receive(Array("x".utf8))
        XCTAssertEqual(keys.last, .character("x"), "keys are keys again")
        XCTAssertTrue(field.text.hasSuffix("x"), field.text)
        subscription.dispose()
        recording.dispose()
    }
}
