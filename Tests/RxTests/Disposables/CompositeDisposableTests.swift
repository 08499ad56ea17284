import Rx
import RxTesting
import XCTest

/// A disposable that records, in a shared log, the order in which it was disposed.
final class OrderedDisposable: Disposable {
    let name: String
    private let record: (String) -> Void
    private(set) var disposeCount = 0

    init(_ name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
    }

    func dispose() {
        disposeCount += 1
        record(name)
    }
}

final class CompositeDisposableTests: RxTestCase {
    func testDisposesAllInInsertionOrderOnce() {
        var order: [String] = []
        let a = OrderedDisposable("a") { order.append($0) }
        let b = OrderedDisposable("b") { order.append($0) }
        let c = OrderedDisposable("c") { order.append($0) }
        let composite = CompositeDisposable(a, b)
        XCTAssertNotNil(composite.insert(c))
        XCTAssertEqual(composite.count, 3)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(order, ["a", "b", "c"])
        XCTAssertEqual([a, b, c].map(\.disposeCount), [1, 1, 1])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testFourOrMorePositionalArguments() {
        var order: [String] = []
        let parts = ["a", "b", "c", "d", "e"].map { name in OrderedDisposable(name) { order.append($0) } }
        let four = CompositeDisposable(parts[0], parts[1], parts[2], parts[3])
        XCTAssertEqual(four.count, 4)
        four.dispose()
        XCTAssertEqual(order, ["a", "b", "c", "d"])

        order = []
        let five = CompositeDisposable(parts[0], parts[1], parts[2], parts[3], parts[4])
        XCTAssertEqual(five.count, 5)
        five.dispose()
        XCTAssertEqual(order, ["a", "b", "c", "d", "e"])
    }

    func testRemoveDisposesOnlyThatOne() {
        var order: [String] = []
        let composite = CompositeDisposable()
        let a = OrderedDisposable("a") { order.append($0) }
        let b = OrderedDisposable("b") { order.append($0) }
        let keyA = composite.insert(a)
        _ = composite.insert(b)
        composite.remove(for: keyA!)
        XCTAssertEqual(order, ["a"])
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: keyA!)
        XCTAssertEqual(a.disposeCount, 1, "removing twice disposes once")
        composite.dispose()
        XCTAssertEqual(order, ["a", "b"])
    }

    func testInsertAfterDisposeDisposesAtOnce() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = BooleanDisposable()
        XCTAssertNil(composite.insert(late))
        XCTAssertTrue(late.isDisposed)
    }

    func testOtherInitializers() {
        let items = (0..<4).map { _ in BooleanDisposable() }
        CompositeDisposable(items[0], items[1], items[2]).dispose()
        XCTAssertEqual(items.prefix(3).map(\.isDisposed), [true, true, true])
        XCTAssertFalse(items[3].isDisposed)
        let variadic = (0..<2).map { _ in BooleanDisposable() }
        CompositeDisposable(disposables: variadic[0], variadic[1]).dispose()
        let array = (0..<2).map { _ in BooleanDisposable() }
        CompositeDisposable(disposables: array).dispose()
        XCTAssertTrue((variadic + array).allSatisfy(\.isDisposed))
    }
}

final class SerialDisposableTests: RxTestCase {
    func testReplacingDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        serial.disposable = first
        XCTAssertFalse(first.isDisposed)
        serial.disposable = second
        XCTAssertTrue(first.isDisposed)
        XCTAssertFalse(second.isDisposed)
        XCTAssertTrue(serial.disposable as? BooleanDisposable === second)
        serial.dispose()
        XCTAssertTrue(second.isDisposed)
        XCTAssertTrue(serial.isDisposed)
    }

    func testAssigningAfterDisposeDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = BooleanDisposable()
        serial.disposable = late
        XCTAssertTrue(late.isDisposed)
    }
}

final class SingleAssignmentDisposableTests: RxTestCase {
    func testDisposesTheAssignedDisposable() {
        let single = SingleAssignmentDisposable()
        let inner = BooleanDisposable()
        single.setDisposable(inner)
        XCTAssertFalse(inner.isDisposed)
        single.dispose()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testSettingAfterDisposeDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let inner = BooleanDisposable()
        single.setDisposable(inner)
        XCTAssertTrue(inner.isDisposed)
    }

    func testDisposeTwiceDisposesTheInnerOnce() {
        var count = 0
        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create { count += 1 })
        single.dispose()
        single.dispose()
        XCTAssertEqual(count, 1)
    }
}
