import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "FlatMapFirstTests", code: -1)

final class FlatMapFirstTests: RxTestCase {
    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = (0..<3).map { index in
            scheduler.createColdObservable([.next(10, index * 10), .next(20, index * 10 + 1), .completed(30)])
        }
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(245, 2), .completed(300)])

        let res = scheduler.start { xs.flatMapFirst { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 0), .next(230, 1), .next(255, 20), .next(265, 21), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(245, 275)])
    }

    func testFlatMapFirstWaitsForTheRunningInnerAfterOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])

        let res = scheduler.start { xs.flatMapFirst { _ in inner } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testFlatMapFirstSelectorErrorIsIgnoredWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(270, 1)])
        var calls = 0

        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                calls += 1
                if value == 1 { throw testError }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .error(270, testError)])
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 260)])
    }

    func testFlatMapFirstDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0)])

        let res = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in inner } }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }
}
