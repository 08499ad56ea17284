import Rx
import RxTesting
import XCTest

final class IgnoreElementsTests: RxTestCase {
    func testIgnoreElements_completion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 250)
        XCTAssertTrue(res.events.first?.value.isCompleted ?? false)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIgnoreElements_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.ignoreElements().materialize().map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(250, "error(boom)"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIgnoreElements_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.ignoreElements() }
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
