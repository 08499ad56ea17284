import Rx
import RxTesting
import XCTest

final class SkipWhileTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(90, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(600),
        ])
    }

    func testSkipWhile_passesEverythingFromFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                invoked += 1
                return value < 10
            })
        }
        XCTAssertEqual(res.events, [.next(290, 13), .next(320, 3), .next(350, 7), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 3, "the predicate is not called once an element has passed")
    }

    func testSkipWhile_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 50), .error(270, OperatorTestError.boom)])
        let res = scheduler.start { xs.skip(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(260, 50), .error(270, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testSkipWhile_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 300) { xs.skip(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.next(290, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipWhile_predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 5 { throw OperatorTestError.boom }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(260, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @available(*, deprecated)
    func testSkipWhile_deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skipWhile { $0 < 10 } }
        XCTAssertEqual(res.events, [.next(290, 13), .next(320, 3), .next(350, 7), .completed(600)])
    }
}
