import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "SwitchIfEmptyTests", code: -1)

final class SwitchIfEmptyTests: RxTestCase {
    private func makeOther(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
    }

    func testNonEmptySourceIsForwardedAndOtherNeverSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let other = makeOther(scheduler)

        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testEmptySourceSwitchesAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let other = makeOther(scheduler)

        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [.next(230, 7), .next(240, 8), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(220, 250)])
    }

    func testSourceErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let other = makeOther(scheduler)

        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testOtherErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .error(20, testError)])

        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [.next(230, 7), .error(240, testError)])
        XCTAssertEqual(other.subscriptions, [Subscription(220, 240)])
    }

    func testDisposeWhileOnTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let other = makeOther(scheduler)

        let res = scheduler.start(disposed: 235) { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [.next(230, 7)])
        XCTAssertEqual(other.subscriptions, [Subscription(220, 235)])
    }

    func testNeverEndingSourceNeverSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let other = makeOther(scheduler)

        let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(other.subscriptions, [])
    }
}
