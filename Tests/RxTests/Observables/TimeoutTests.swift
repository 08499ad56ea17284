import Foundation
import Rx
import RxTesting
import XCTest

private let timeoutTestError = NSError(domain: "TimeoutTests", code: 1)

final class TimeoutTests: RxTestCase {
    func testNoTimeoutPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 2), .completed(250)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFailsWithTimeoutErrorAfterSilence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(240, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testElementArrivingExactlyAtDueTimeWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimerStartsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(240, 1)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(230, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSourceErrorBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, timeoutTestError)])

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, timeoutTestError)])
    }

    func testSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])

        let res = scheduler.start { xs.timeout(.seconds(30), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 9), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(240, 260)])
    }

    func testOtherNotUsedWithoutTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])

        let res = scheduler.start { xs.timeout(.seconds(30), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])

        let res = scheduler.start(disposed: 235) { xs.timeout(.seconds(30), other: ys, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [])
    }
}
