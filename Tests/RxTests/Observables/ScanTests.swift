import Rx
import RxTesting
import XCTest

final class ScanTests: RxTestCase {
    func testScan_seed_sendsEveryIntermediateValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScan_seed_empty_doesNotSendSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScan_seed_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 44), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScan_seed_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.scan(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 44)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScan_seed_accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.scan(42) { accumulated, value in
                if value == 3 { throw OperatorTestError.boom }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 44), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanInto_mutatesInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, [2]), .next(220, [2, 3]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanInto_accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulated, value in
                if value == 3 { throw OperatorTestError.boom }
                accumulated += value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScan_freshSeedPerSubscription() {
        let source = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }
        var first: [[Int]] = []
        var second: [[Int]] = []
        _ = source.subscribe(onNext: { first.append($0) })
        _ = source.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [[1], [1, 2]])
        XCTAssertEqual(second, [[1], [1, 2]])
    }
}
