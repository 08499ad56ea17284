import Foundation
import Rx
import RxTesting
import XCTest

private let retryError = NSError(domain: "RetryTests", code: 1)

final class RetryTests: RxTestCase {
    func testRetryResubscribesAfterEveryError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start(disposed: 255) { xs.retry() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 255)])
    }

    func testRetryCompletesWithSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.retry() }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryCountMakesThatManyAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start { xs.retry(3) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, retryError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOneIsASingleAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start { xs.retry(1) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, retryError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start { xs.retry(0) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryCountStopsAtSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(retryError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }

        let res = scheduler.start { source.retry(5) }

        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempts, 3)
    }

    func testSynchronousFailuresDoNotGrowTheStack() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 100_000 {
                observer.onError(retryError)
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var completed = false

        _ = source.retry().subscribe(onCompleted: { completed = true })

        XCTAssertTrue(completed)
        XCTAssertEqual(attempts, 100_000)
    }
}
