import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "AmbTests", code: -1)

final class AmbTests: RxTestCase {
    func testAmbNeverAndNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(150, 2)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testAmbFirstElementWinsAndDisposesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(260)])
        let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(250)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testAmbErrorCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 10)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbCompletionCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ys = scheduler.createHotObservable([.completed(215, Int.self)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func testStaticAmbOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.next(30, 1), .completed(40)])
        let x2 = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(50)])
        let x3 = scheduler.createColdObservable([.next(15, 4), .completed(20)])

        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 210)])
    }

    func testStaticAmbOfNothingNeverSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }

    func testAmbDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])

        let res = scheduler.start(disposed: 300) { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbWithASynchronousSourceStillSubscribesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(220, 10)])

        let res = scheduler.start { Observable.just(1).amb(ys) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}
