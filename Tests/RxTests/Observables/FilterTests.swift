import Rx
import RxTesting
import XCTest

final class FilterTests: RxTestCase {
    func testFilter_normal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
            .completed(600), .next(610, 8),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(270, 4), .next(380, 6), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testFilter_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 3), .next(270, 4), .error(300, OperatorTestError.boom)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(270, 4), .error(300, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilter_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 2), .next(270, 4), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilter_predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 2), .next(270, 3), .next(280, 4), .completed(300)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw OperatorTestError.boom }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(230, 2), .error(270, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }
}
