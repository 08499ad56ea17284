import Rx
import RxTerminal
import RxTesting
import XCTest

/// Rows set with their elements' identities: the highlight follows its element, and a list of other elements starts
/// at its first row.
final class ListViewIdentityTests: RxTestCase {
    /// A list of four visible rows showing `names`, each identified by its name.
    private func list(_ names: [String]) -> ListView {
        let list = ListView()
        show(names, in: list)
        list.draw(in: Canvas(width: 20, height: 4))
        return list
    }

    private func show(_ names: [String], in list: ListView) {
        list.setCells(names.map { ListCell(title: $0) }, models: names, ids: names)
    }

    func testAnotherListStartsAtItsFirstRow() {
        let list = list((0..<10).map { "old \($0)" })
        list.select(7)
        show((0..<10).map { "new \($0)" }, in: list)
        XCTAssertEqual(list.selectedIndex, 0, "not the old list's row 7")
        XCTAssertEqual(list.scrollOffset, 0)
    }

    func testAPageAppendedKeepsTheHighlightWhereItIs() {
        let list = list((0..<10).map { "item \($0)" })
        list.select(7)
        let offset = list.scrollOffset
        show((0..<20).map { "item \($0)" }, in: list)
        XCTAssertEqual(list.selectedIndex, 7)
        XCTAssertEqual(list.scrollOffset, offset)
    }

    func testTheHighlightFollowsItsElementToItsNewRow() {
        let list = list((0..<10).map { "item \($0)" })
        list.select(7)
        show(["item 7", "item 0", "item 1"], in: list)
        XCTAssertEqual(list.selectedIndex, 0)
        XCTAssertEqual(list.model(at: 0) as? String, "item 7")
        show((0..<10).reversed().map { "item \($0)" } + ["item 10"], in: list)
        XCTAssertEqual(list.model(at: list.selectedIndex ?? -1) as? String, "item 7")
        XCTAssertEqual(list.scrollOffset, 0, "row 2 is in view")
    }

    func testRowsSetWithoutIdsKeepTheIndexAsBefore() {
        let list = list((0..<10).map { "item \($0)" })
        list.select(3)
        list.setCells((0..<5).map { ListCell(title: "other \($0)") }, models: Array(0..<5))
        XCTAssertEqual(list.selectedIndex, 3, "the same list updated, as far as the list knows")
        show(["a", "b"], in: list)
        XCTAssertEqual(list.selectedIndex, 0, "rows before had no ids: nothing to follow")
        list.select(1)
        show([], in: list)
        XCTAssertNil(list.selectedIndex)
        show(["b", "a"], in: list)
        XCTAssertEqual(list.selectedIndex, 0, "an empty list between: another list")
    }

    /// `rx.items(id:)` as `rx.items`, but another array starts at its first row, and the highlighted element is
    /// followed in the next array that has it.
    func testItemsWithIdsFollowTheHighlightedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let list = ListView()
        let screen = Screen(terminal: MemoryTerminal(columns: 20, rows: 4), content: list, scheduler: scheduler)
        let xs = scheduler.createHotObservable([
            .next(210, ["apple", "fig"]), .next(400, ["kiwi", "plum", "pear"]),
            .next(600, ["fig", "kiwi", "plum", "pear"]),
        ])
        let models = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(to: list.rx.items(id: \.self)) { _, fruit, cell in cell.title = fruit }.disposed(by: bag)
            list.rx.modelSelected(String.self).subscribe(models).disposed(by: bag)
            screen.start().disposed(by: bag)
        }
        scheduler.scheduleAt(300) { _ = list.handle(.down) }
        scheduler.scheduleAt(310) { _ = list.handle(.enter) }
        scheduler.scheduleAt(410) { _ = list.handle(.enter) }
        scheduler.scheduleAt(500) { _ = list.handle(.down) }
        scheduler.scheduleAt(610) { _ = list.handle(.enter) }
        scheduler.scheduleAt(700) { _ = bag }
        scheduler.start()
        XCTAssertEqual(
            models.events, [.next(310, "fig"), .next(410, "kiwi"), .next(610, "plum")],
            "fig, then the new list's first row, then plum at its new row")
    }
}
