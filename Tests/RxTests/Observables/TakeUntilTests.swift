import Foundation
import Rx
import RxTesting
import XCTest

private let untilError = NSError(domain: "TakeUntilTests", code: 1)

final class TakeUntilTests: RxTestCase {
    func testCompletesWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(225, "stop"), .completed(240)])

        let res = scheduler.start { xs.take(until: ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.completed(215)] as [Recorded<Event<String>>])

        let res = scheduler.start { xs.take(until: ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.error(225, untilError)] as [Recorded<Event<String>>])

        let res = scheduler.start { xs.take(until: ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(225, untilError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, untilError)])
        let ys = scheduler.createHotObservable([.next(300, "late")])

        let res = scheduler.start { xs.take(until: ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, untilError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testOtherEmittingAtSubscriptionGivesEmptyResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.take(until: Observable.just(0)) }

        XCTAssertEqual(res.events, [.completed(200)])
        // As in RxSwift, the source is still subscribed, and released at once.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(300, "late")])

        let res = scheduler.start(disposed: 220) { xs.take(until: ys) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testPredicateExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

        let res = scheduler.start { xs.take(until: { $0 == 2 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPredicateInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

        let res = scheduler.start { xs.take(until: { $0 == 2 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start {
            xs.take(until: { value -> Bool in
                if value == 2 { throw untilError }
                return false
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, untilError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testPredicateNeverTrue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, untilError)])

        let res = scheduler.start { xs.take(until: { $0 > 10 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, untilError)])
    }
}
