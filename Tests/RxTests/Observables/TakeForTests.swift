import Foundation
import Rx
import RxTesting
import XCTest

private let takeError = NSError(domain: "TakeForTests", code: 1)

final class TakeForTests: RxTestCase {
    func testCompletesWhenDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, takeError)])

        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(215, takeError)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])

        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(25), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
