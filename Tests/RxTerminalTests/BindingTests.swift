import Foundation
import Rx
import RxTerminal
import RxTesting
import XCTest

final class BindingTests: RxTestCase {
    func testTextFieldTextEmitsTheCurrentValueThenUserEditsOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: "a")
        let observer = scheduler.createObserver(String?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { field.rx.text.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(200) { _ = field.handle(.character("b")) }
        scheduler.scheduleAt(300) { field.rx.text.onNext("xyz") }
        scheduler.scheduleAt(400) { _ = field.handle(.backspace) }
        scheduler.scheduleAt(500) { field.rx.text.onNext(nil) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(100, "a"), .next(200, "ab"), .next(400, "xy")])
        XCTAssertEqual(field.text, "")
    }

    func testOrEmptyAndBindingFromAHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField()
        let label = Label()
        let xs = scheduler.createHotObservable([.next(150, "skipped"), .next(210, "typed"), .next(300, "more")])
        let observer = scheduler.createObserver(String.self)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(to: field.rx.text).disposed(by: bag)
            field.rx.text.orEmpty.subscribe(observer).disposed(by: bag)
            field.rx.text.bind(to: label.rx.text).disposed(by: bag)
        }
        scheduler.scheduleAt(250) { _ = field.handle(.character("!")) }
        scheduler.scheduleAt(400) { bag = DisposeBag() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, ""), .next(250, "typed!")])
        XCTAssertEqual(field.text, "more", "programmatic values reach the field but are not edits")
        XCTAssertEqual(label.text, "typed!")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testTextFieldTextCompletesWhenTheFieldGoesAway() {
        let scheduler = TestScheduler(initialClock: 0)
        var field: TextField? = TextField(text: "x")
        let observer = scheduler.createObserver(String?.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { field?.rx.text.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(200) { field = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(100, "x"), .completed(200)])
    }

    func testListItemsSelectionAndModels() {
        let scheduler = TestScheduler(initialClock: 0)
        let terminal = MemoryTerminal(columns: 24, rows: 3)
        let list = ListView(emptyText: "none")
        let screen = Screen(terminal: terminal, content: list, scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, ["apple", "fig"]), .next(400, ["kiwi", "plum", "pear"])])
        let models = scheduler.createObserver(String.self)
        let paths = scheduler.createObserver(IndexPath.self)
        var bag = DisposeBag()
        var shown: [[String]] = []
        scheduler.scheduleAt(200) {
            xs.bind(to: list.rx.items) { row, fruit, cell in
                cell.title = fruit
                cell.detail = "#\(row)"
            }
            .disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(models).disposed(by: bag)
            list.rx.itemSelected.subscribe(paths).disposed(by: bag)
            screen.start().disposed(by: bag)
        }
        scheduler.scheduleAt(300) { terminal.type("\u{1B}[B\r") }
        scheduler.scheduleAt(350) { shown.append(terminal.lines) }
        scheduler.scheduleAt(410) { terminal.type("\r") }
        scheduler.scheduleAt(420) { shown.append(terminal.lines) }
        scheduler.scheduleAt(500) { bag = DisposeBag() }
        scheduler.start()
        XCTAssertEqual(models.events, [.next(300, "fig"), .next(410, "plum")])
        XCTAssertEqual(
            paths.events, [.next(300, IndexPath(row: 1, section: 0)), .next(410, IndexPath(row: 1, section: 0))])
        XCTAssertEqual(paths.events.first?.value.element?.row, 1)
        XCTAssertEqual(shown, [["  apple  #0", "› fig  #1", ""], ["  kiwi  #0", "› plum  #1", "  pear  #2"]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testReachedBottomFiresOncePerChangeOfRowsAndOnEachArrivalAtTheLastRow() {
        let scheduler = TestScheduler(initialClock: 0)
        let list = ListView()
        let screen = Screen(terminal: MemoryTerminal(columns: 10, rows: 4), content: list, scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, Array(0..<10)), .next(500, Array(0..<20))])
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        var counter = 0
        scheduler.scheduleAt(200) {
            xs.bind(to: list.rx.items) { _, number, cell in cell.title = "\(number)" }.disposed(by: bag)
            list.rx.reachedBottom.map { () -> Int in
                counter += 1
                return counter
            }.subscribe(observer).disposed(by: bag)
            screen.start().disposed(by: bag)
        }
        scheduler.scheduleAt(300) { _ = list.handle(.pageDown) } // rows 1–4 visible
        scheduler.scheduleAt(310) { _ = list.handle(.pageDown) } // 4–7
        scheduler.scheduleAt(320) { _ = list.handle(.pageDown) } // 6–9: the last row is in view
        scheduler.scheduleAt(325) { _ = list.handle(.down) } // already on the last row: not again
        scheduler.scheduleAt(330) { _ = list.handle(.up) }
        scheduler.scheduleAt(335) { _ = list.handle(.up) } // the last row still in view: not again
        scheduler.scheduleAt(340) { _ = list.handle(.pageDown) } // back onto the last row: again (a retry)
        scheduler.scheduleAt(600) {
            list.select(19)
            _ = list.handle(.down)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(320, 1), .next(340, 2), .next(600, 3)])
    }

    func testSpinnerIsAnimatingBinding() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let spinner = Spinner(frames: ["1", "2"], interval: .milliseconds(100), scheduler: scheduler)
        let xs = scheduler.createHotObservable([.next(210, true), .next(560, false)])
        var frames: [Int: String] = [:]
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.bind(to: spinner.rx.isAnimating).disposed(by: bag) }
        for time in [205, 215, 315, 415, 555, 600, 700] {
            scheduler.scheduleAt(time) { frames[time] = spinner.isAnimating ? spinner.currentFrame : "-" }
        }
        scheduler.start()
        XCTAssertEqual(frames, [205: "-", 215: "1", 315: "2", 415: "1", 555: "2", 600: "-", 700: "-"])
    }

    func testToastMessageBindingNewestWinsAndNilHides() {
        let scheduler = TestScheduler(initialClock: 0)
        let toast = Toast(duration: .seconds(100), scheduler: scheduler)
        let xs = scheduler.createHotObservable([
            .next(210, Optional("saved")), .next(250, "sent"), .next(400, nil), .next(500, "again"),
        ])
        var seen: [Int: String?] = [:]
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.bind(to: toast.rx.message).disposed(by: bag) }
        for time in [220, 260, 311, 349, 351, 410, 510, 601] {
            scheduler.scheduleAt(time) { seen[time] = toast.message }
        }
        scheduler.start()
        XCTAssertEqual(
            seen, [220: "saved", 260: "sent", 311: "sent", 349: "sent", 351: nil, 410: nil, 510: "again", 601: nil],
            "each message hides 100 ticks after it arrived; a newer one cancels the older hide")
    }

    func testScreenKeysIncludingALateEscape() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let terminal = MemoryTerminal()
        let screen = Screen(terminal: terminal, content: TextField(), scheduler: scheduler)
        let observer = scheduler.createObserver(Key.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            screen.start().disposed(by: bag)
            screen.rx.keys.subscribe(observer).disposed(by: bag)
        }
        scheduler.scheduleAt(210) { terminal.type("a\u{1B}[A") }
        scheduler.scheduleAt(300) { terminal.send([0x1B]) }
        scheduler.scheduleAt(400) { terminal.type("\u{1B}[200~p\u{1B}[201~") }
        scheduler.start()
        XCTAssertEqual(
            observer.events,
            [
                .next(210, .character("a")), .next(210, .up), .next(325, .escape), .next(400, .paste("p")),
            ])
    }

    func testDriversAndSignalsBindTheRxCocoaWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let list = ListView()
        let label = Label()
        let spinner = Spinner(scheduler: scheduler)
        let toast = Toast(scheduler: scheduler)
        let field = TextField()
        let rows = scheduler.createHotObservable([.next(210, ["a", "b"])])
        let errors = scheduler.createHotObservable([.next(220, "offline")])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            rows.asDriver(onErrorJustReturn: []).drive(list.rx.items) { _, text, cell in cell.title = text }.disposed(
                by: bag)
            field.rx.text.orEmpty.asDriver().map { "echo: " + $0 }.drive(label.rx.text).disposed(by: bag)
            rows.asDriver(onErrorJustReturn: []).map { !$0.isEmpty }.drive(spinner.rx.isAnimating).disposed(by: bag)
            errors.asSignal(onErrorJustReturn: "").emit(to: toast.rx.message).disposed(by: bag)
        }
        var observed: [String] = []
        scheduler.scheduleAt(221) { observed = ["\(spinner.isAnimating)", toast.message ?? "-"] }
        scheduler.scheduleAt(230) { _ = field.handle(.character("z")) }
        scheduler.scheduleAt(240) { spinner.isAnimating = false }
        scheduler.start()
        XCTAssertEqual(observed, ["true", "offline"])
        XCTAssertEqual(list.cells.map(\.title), ["a", "b"])
        XCTAssertEqual(label.text, "echo: z")
        XCTAssertEqual(toast.message, nil, "hidden again after its duration")
        XCTAssertEqual(errors.subscriptions, [Subscription(200)])
    }
}
