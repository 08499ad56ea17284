import Rx
import RxTesting
import XCTest

final class EnumeratedTests: RxTestCase {
    func testEnumerated_pairsElementsWithIndices() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumerated_tupleLabels() {
        var pairs: [(index: Int, element: String)] = []
        _ = Observable.of("a", "b").enumerated().subscribe(onNext: { pairs.append($0) })
        XCTAssertEqual(pairs.map(\.index), [0, 1])
        XCTAssertEqual(pairs.map(\.element), ["a", "b"])
    }

    func testEnumerated_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumerated_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b")])
        let res = scheduler.start(disposed: 250) { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumerated_indicesRestartPerSubscription() {
        let source = Observable.of("a", "b").enumerated()
        var indices: [Int] = []
        _ = source.subscribe(onNext: { indices.append($0.index) })
        _ = source.subscribe(onNext: { indices.append($0.index) })
        XCTAssertEqual(indices, [0, 1, 0, 1])
    }
}
