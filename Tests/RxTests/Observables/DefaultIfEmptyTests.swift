import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "DefaultIfEmptyTests", code: -1)

final class DefaultIfEmptyTests: RxTestCase {
    func testEmptySourceSendsTheDefaultAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])

        let res = scheduler.start { xs.ifEmpty(default: 42) }

        XCTAssertEqual(res.events, [.next(220, 42), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testNonEmptySourceIsForwardedUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { xs.ifEmpty(default: 42) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .completed(220)])
    }

    func testErrorIsForwardedWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError, Int.self)])

        let res = scheduler.start { xs.ifEmpty(default: 42) }

        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400, Int.self)])

        let res = scheduler.start(disposed: 300) { xs.ifEmpty(default: 42) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSynchronousEmptySource() {
        var received: [Int] = []
        _ = Observable<Int>.empty().ifEmpty(default: 1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
    }
}
