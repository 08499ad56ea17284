import Rx
import RxTesting
import XCTest

final class StartWithTests: RxTestCase {
    func testStartWith_sendsElementsAtSubscriptionThenSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(0, -1) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, -1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_noElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith() }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
    }

    func testStartWith_chainedPrependsInReverseOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(1).startWith(0) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(220, 2), .completed(250)])
    }

    func testStartWith_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, OperatorTestError.boom, Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_takeEndingDuringPrefix_subscribesAndDisposesSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { xs.startWith(0, 1).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
