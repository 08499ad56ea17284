import RxMVC
import XCTest

final class IdentifiedArrayTests: XCTestCase {
    private struct Item: Identifiable, Equatable {
        let id: Int
        var text = ""
    }

    func testReadsAndWritesByIdKeepingOrderAndUniqueIds() {
        var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2), Item(id: 1, text: "dropped"), Item(id: 3)]
        XCTAssertEqual(items.ids, [1, 2, 3])
        XCTAssertEqual(items[id: 1], Item(id: 1))
        items[id: 2]?.text = "two"
        XCTAssertEqual(items[1], Item(id: 2, text: "two"))
        XCTAssertFalse(items.append(Item(id: 3, text: "again")))
        XCTAssertTrue(items.append(Item(id: 4)))
        XCTAssertTrue(items.insert(Item(id: 0), at: 0))
        XCTAssertEqual(items.ids, [0, 1, 2, 3, 4])
        XCTAssertEqual(items.index(id: 4), 4)
        XCTAssertEqual(items.remove(id: 2), Item(id: 2, text: "two"))
        XCTAssertNil(items.remove(id: 2))
        XCTAssertEqual(items.ids, [0, 1, 3, 4])
        XCTAssertEqual(items.index(id: 3), 2)
        items[id: 1] = nil
        items[id: 9] = Item(id: 9)
        items.removeAll { $0.id == 0 }
        XCTAssertEqual(items.ids, [3, 4, 9])
        XCTAssertEqual(items.map(\.id), [3, 4, 9])
        XCTAssertEqual(items.index(id: 9), 2)
        XCTAssertNil(items.index(id: 0))
    }

    func testManyElementsAcrossChunksStayInOrderAndCopiesStayApart() {
        var items = IdentifiedArray((0..<1_000).map { Item(id: $0) })
        let before = items
        for id in stride(from: 0, to: 1_000, by: 7) {
            items[id: id]?.text = "\(id)"
        }
        items.append(Item(id: 1_000))
        XCTAssertEqual(items.count, 1_001)
        XCTAssertEqual(items[700], Item(id: 700, text: "700"))
        XCTAssertEqual(items[701], Item(id: 701))
        XCTAssertEqual(before.count, 1_000)
        XCTAssertEqual(before[700], Item(id: 700), "the copy made before the changes keeps its elements")
        XCTAssertNotEqual(items, before)
        XCTAssertEqual(before, IdentifiedArray((0..<1_000).map { Item(id: $0) }))
        items.remove(at: 500)
        XCTAssertEqual(items[500].id, 501)
        XCTAssertEqual(items.index(id: 1_000), 999)
    }

    func testChangesSinceAnOlderCopyNameTheIdsTouched() {
        var items: IdentifiedArray<Item> = [Item(id: 1), Item(id: 2)]
        let start = items
        XCTAssertEqual(items.changes(since: start), [])
        items[id: 2]?.text = "x"
        items.append(Item(id: 3))
        items.remove(id: 1)
        XCTAssertEqual(items.changes(since: start), [.updated(2), .inserted(3), .removed(1)])
        XCTAssertNil(start.changes(since: items), "an older copy does not descend from a newer one")
        var branch = start
        branch[id: 1]?.text = "other branch"
        XCTAssertNil(items.changes(since: branch))
        XCTAssertNil(IdentifiedArray([Item(id: 1)]).changes(since: IdentifiedArray([Item(id: 1)])))
    }

    func testAReaderBehindByLessThanOneCutStillGetsTheChanges() {
        var items = IdentifiedArray((0..<10).map { Item(id: $0) })
        var seen = items
        for round in 0..<1_000 {
            items[id: round % 10]?.text = "\(round)"
            XCTAssertEqual(items.changes(since: seen), [.updated(round % 10)], "round \(round)")
            seen = items
        }
        let far = seen
        for round in 0..<600 {
            items[id: round % 10]?.text = "far \(round)"
        }
        XCTAssertNil(items.changes(since: far), "600 changes back is past the kept history")
    }
}
