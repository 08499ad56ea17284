import Foundation
import Rx
import RxTesting
import XCTest

private let bufferError = NSError(domain: "BufferTests", code: 1)

final class BufferTests: RxTestCase {
    func testEmitsOnCountAndOnTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(320, 5), .next(450, 6),
            .completed(460),
        ])

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(
            res.events,
            [
                .next(230, [1, 2, 3]), .next(300, [4]), .next(370, [5]), .next(440, []), .next(460, [6]),
                .completed(460),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testTimerRestartsWhenBufferFills() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1), .next(265, 2), .next(280, 3), .completed(400)])

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(265, [1, 2]), .next(365, [3]), .next(400, []), .completed(400)])
    }

    func testErrorDropsBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, bufferError)])

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(220, bufferError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2)])

        let res = scheduler.start(disposed: 275) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(270, [1])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }
}
