import Rx
import RxTesting
import XCTest

private struct Point: Equatable {
    let x: Int
    let y: Int
}

final class DistinctUntilChangedTests: RxTestCase {
    func testDistinctUntilChanged_equatable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(230, 1), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_firstElementAlwaysPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    }

    func testDistinctUntilChanged_optionalElements() {
        var values: [Int?] = []
        _ = Observable<Int?>.of(nil, nil, 1, nil).distinctUntilChanged().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [nil, 1, nil])
    }

    func testDistinctUntilChanged_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_keySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .next(250, "a"), .completed(260),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .next(250, "a"), .completed(260)])
    }

    func testDistinctUntilChanged_comparer_comparesWithLastSentElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }
        // 2 is close to 1 and dropped; 3 is compared with 1 (the last element sent, not the last seen) and passes.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(240, 5), .completed(250)])
    }

    func testDistinctUntilChanged_keySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10), .next(220, 11), .next(230, 25), .next(240, 29), .next(250, 30), .completed(260),
        ])
        let res = scheduler.start { xs.distinctUntilChanged({ $0 / 10 }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 25), .next(250, 30), .completed(260)])
    }

    func testDistinctUntilChanged_keyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2)),
            .completed(240),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 1)), .next(230, Point(x: 2, y: 2)), .completed(240)])
    }

    func testDistinctUntilChanged_keySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (value: Int) -> Int in
                if value == 2 { throw OperatorTestError.boom }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChanged_comparerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw OperatorTestError.boom }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
