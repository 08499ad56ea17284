import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "WithLatestFromTests", code: -1)

final class WithLatestFromTests: RxTestCase {
    func testCombinesWithTheLatestOfTheSecondAndDropsEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4),
            .completed(300),
        ])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(260)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .next(270, "4b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testWithoutSelectorEmitsTheSecondsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(225, "b")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, "b"), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSecondErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([.next(210, 5), .error(220, testError)])

        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testFirstErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(210, 5)])

        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 6), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 1), .next(225, 2)])
        let ys = scheduler.createHotObservable([.next(210, 5)])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y throws -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(215, 6), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 1), .next(400, 2)])
        let ys = scheduler.createHotObservable([.next(210, 5)])

        let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 6)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSecondIsSubscribedFirst() {
        var received: [Int] = []
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(10)) { $0 + $1 }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [11, 12])
    }
}
