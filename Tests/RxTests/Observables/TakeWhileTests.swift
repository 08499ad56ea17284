import Rx
import RxTesting
import XCTest

final class TakeWhileTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(600),
        ])
    }

    func testTakeWhile_exclusive_completesAtFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { value in
                invoked += 1
                return value < 10
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }

    func testTakeWhile_inclusive_sendsTheStoppingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { $0 < 10 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .next(290, 13), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testTakeWhile_allPass_completesWithSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(600),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testTakeWhile_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(270, OperatorTestError.boom)])
        let res = scheduler.start { xs.take(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(270, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeWhile_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 270) { xs.take(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeWhile_predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 5 { throw OperatorTestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(260, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @available(*, deprecated)
    func testTakeWhile_deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeWhile { $0 < 10 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(260, 5), .completed(290)])
    }
}
