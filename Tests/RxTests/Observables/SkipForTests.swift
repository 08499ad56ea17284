import Foundation
import Rx
import RxTesting
import XCTest

private let skipError = NSError(domain: "SkipForTests", code: 1)

final class SkipForTests: RxTestCase {
    func testSkipsElementsDuringDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForLabelIsTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

        let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(240)])
    }

    func testElementAtTheOpeningTickIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(240)])

        let res = scheduler.start { xs.skip(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 2), .completed(240)])
    }

    func testErrorDuringSkipPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(212, skipError)])

        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(212, skipError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])

        let res = scheduler.start(disposed: 225) { xs.skip(.seconds(15), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
