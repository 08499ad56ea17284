import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "SampleTests", code: -1)

final class SampleTests: RxTestCase {
    func testEmitsTheLatestNewElementAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(220, 1), .next(230, 2), .next(260, 3),
            .completed(300),
        ])
        let ticks = scheduler.createHotObservable([
            .next(210, "t"), .next(240, "t"), .next(250, "t"),
            .next(270, "t"), .next(320, "t"), .completed(400),
        ])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testDefaultValueFillsTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ticks = scheduler.createHotObservable([
            .next(210, "t"), .next(230, "t"), .next(240, "t"),
            .completed(310),
        ])

        let res = scheduler.start { xs.sample(ticks, defaultValue: -1) }

        XCTAssertEqual(
            res.events,
            [
                .next(210, -1), .next(230, 1), .next(240, -1), .next(310, -1),
                .completed(310),
            ])
    }

    func testSamplerCompletionSamplesButOnlyEndsAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(260, 2), .completed(400)])
        let ticks = scheduler.createHotObservable([.completed(230, String.self)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 230)])
    }

    func testSourceErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .error(230, testError)])
        let ticks = scheduler.createHotObservable([.next(225, "t"), .next(240, "t")])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(225, 1), .error(230, testError)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 230)])
    }

    func testSamplerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1)])
        let ticks = scheduler.createHotObservable([.error(230, testError, String.self)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(260, 2)])
        let ticks = scheduler.createHotObservable([.next(230, "t"), .next(270, "t")])

        let res = scheduler.start(disposed: 250) { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }
}
