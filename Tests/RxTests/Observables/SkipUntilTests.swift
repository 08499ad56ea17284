import Foundation
import Rx
import RxTesting
import XCTest

private let untilError = NSError(domain: "SkipUntilTests", code: 1)

final class SkipUntilTests: RxTestCase {
    func testPassesElementsAfterOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(225, "go"), .completed(240)])

        let res = scheduler.start { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [.next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testSourceCompletingBeforeOtherEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(300, "go")])

        let res = scheduler.start { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testOtherCompletingWithoutElementKeepsGateClosed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.completed(215)] as [Recorded<Event<String>>])

        let res = scheduler.start { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testOtherErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.error(220, untilError)] as [Recorded<Event<String>>])

        let res = scheduler.start { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [.error(220, untilError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, untilError)])
        let ys = scheduler.createHotObservable([.next(300, "go")])

        let res = scheduler.start { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [.error(230, untilError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, "go")])

        let res = scheduler.start(disposed: 240) { xs.skip(until: ys) }

        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}

extension SkipUntilTests {
    func testSourceCompletingBeforeOtherReleasesTheObserverUndisposed() {
        let start = Resources.total
        var events: [Event<Int>] = []
        _ = Observable.just(1).skip(until: Observable<Int>.never()).subscribe { events.append($0) }
        XCTAssertEqual(events, [])
        XCTAssertEqual(Resources.total, start)
    }
}
