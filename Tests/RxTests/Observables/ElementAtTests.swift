import Rx
import RxTesting
import XCTest

final class ElementAtTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 9), .next(230, 13), .next(270, 7), .completed(300),
        ])
    }

    func testElementAt_sendsElementAndCompletesThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(230, 13), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAt_first() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testElementAt_beyondTheEnd_failsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementAt_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .error(220, OperatorTestError.boom)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAt_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) { xs.element(at: 2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @available(*, deprecated)
    func testElementAt_deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.elementAt(2) }
        XCTAssertEqual(res.events, [.next(270, 7), .completed(270)])
    }
}
