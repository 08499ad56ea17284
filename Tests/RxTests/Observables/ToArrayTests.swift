import Rx
import RxTesting
import XCTest

final class ToArrayTests: RxTestCase {
    func testToArray_sendsAllElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testToArray_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(50, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, [Int]()), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArray_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OperatorTestError.boom)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.boom, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArray_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArray_freshArrayPerSubscription() {
        let source = Observable.of(1, 2).toArray()
        var results: [[Int]] = []
        _ = source.subscribe(onSuccess: { results.append($0) })
        _ = source.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [[1, 2], [1, 2]])
    }
}
