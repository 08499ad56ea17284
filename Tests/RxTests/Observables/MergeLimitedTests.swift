import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "MergeLimitedTests", code: -1)

final class MergeLimitedTests: RxTestCase {
    func testMergeMaxConcurrentQueuesInnersBeyondTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(40, 202), .completed(60)])
        let ys3 = scheduler.createColdObservable([.next(5, 301), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .next(230, ys3.asObservable()),
            .completed(240),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(
            res.events,
            [
                .next(220, 101), .next(230, 201), .next(260, 202), .next(265, 301), .completed(280),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 280)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 280)])
    }

    func testMergeMaxConcurrentInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .error(20, testError)])
        let ys2 = scheduler.createColdObservable([.next(10, 201)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(215, ys2.asObservable())])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 101), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .completed(20)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(100, 202)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(215, ys2.asObservable())])

        let res = scheduler.start(disposed: 260) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 101), .next(240, 201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 260)])
    }

    func testConcatOfInnerSequencesRunsThemOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .completed(220),
        ])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 101), .next(230, 102), .next(250, 201), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
    }

    func testConcatMapQueuesInOrderAndMapsEagerly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(216, 3), .completed(300)])
        var mapped: [Int] = []

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                mapped.append(value)
                return scheduler.createColdObservable([.next(10, value * 10), .completed(20)])
            }
        }

        XCTAssertEqual(mapped, [1, 2, 3])
        XCTAssertEqual(res.events, [.next(220, 10), .next(240, 20), .next(260, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testConcatMapSelectorErrorWhileAnotherRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 1 { throw testError }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testConcatMapOfSynchronousSourceKeepsOrder() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).concatMap { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [10, 11, 20, 21, 30, 31])
        XCTAssertTrue(completed)
    }

    func testConcatMapOfManySynchronousInnersDoesNotGrowTheStack() {
        var count = 0
        _ = Observable.from(Array(0..<20_000)).concatMap { Observable.just($0) }
            .subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 20_000)
    }
}
