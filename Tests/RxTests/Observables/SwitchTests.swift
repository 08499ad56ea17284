import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "SwitchTests", code: -1)

final class SwitchTests: RxTestCase {
    func testSwitchLatestDisposesThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(500),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .completed(500),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testSwitchLatestWaitsForTheCurrentInnerAfterTheOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(50, 102), .completed(80)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .completed(320)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(350, 102), .completed(380)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 380)])
    }

    func testSwitchLatestInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .error(30, testError)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable())])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .error(330, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 330)])
    }

    func testSwitchLatestOuterErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(100, 102)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .error(350, testError)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .error(350, testError)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapLatestSwitchesOnEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(280, 3), .completed(290)])
        let inners = (0...3).map { value in
            scheduler.createColdObservable([.next(5, value * 10), .next(15, value * 10 + 1), .completed(25)])
        }

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(res.events, [
            .next(215, 10), .next(225, 11), .next(245, 20), .next(255, 21), .next(285, 30), .next(295, 31),
            .completed(305),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(240, 265)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(280, 305)])
    }

    func testFlatMapLatestCompletesWhenOuterCompletesAfterTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])

        let res = scheduler.start { xs.flatMapLatest { _ in inner } }

        XCTAssertEqual(res.events, [.next(215, 1), .completed(400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapLatestSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .next(50, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 1 { throw testError }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(215, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0)])

        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in inner } }

        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapLatestOfSynchronousSource() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2).flatMapLatest { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [10, 20, 21])
        XCTAssertTrue(completed)
    }
}
