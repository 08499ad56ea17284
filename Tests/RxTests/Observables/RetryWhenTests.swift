import Foundation
import Rx
import RxTesting
import XCTest

private let retryError = NSError(domain: "RetryWhenTests", code: 1)
private let triggerError = NSError(domain: "RetryWhenTests", code: 2)

private enum Transient: Error {
    case failure
}

final class RetryWhenTests: RxTestCase {
    func testRetriesWhenTriggerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start(disposed: 258) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors.delay(.seconds(5), scheduler: scheduler) })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 258)])
    }

    func testUnannotatedHandlerSeesAnyError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start(disposed: 240) {
            xs.retry(when: { errors in errors.delay(.seconds(10), scheduler: scheduler) })
        }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 240)])
    }

    func testBackoffWithFlatMapTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { errors in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .next(285, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220), Subscription(225, 245), Subscription(250, 270), Subscription(275, 295),
            ])
    }

    func testHandlerSeesEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])
        let seen = scheduler.createObserver(Int.self)

        _ = scheduler.start(disposed: 250) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.map { error -> Int in
                    let code = (error as NSError).code
                    seen.onNext(code)
                    return code
                }
            })
        }

        XCTAssertEqual(seen.events, [.next(220, 1), .next(240, 1)])
    }

    func testCompletesWhenTriggerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.empty() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFailsWhenTriggerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])

        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors.map { _ -> Int in throw triggerError } })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, triggerError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTriggerCanLimitAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])
        var failures = 0

        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.map { error -> Int in
                    failures += 1
                    if failures > 2 { throw error }
                    return failures
                }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, retryError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testSourceCompletionEndsResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.retry(when: { (errors: Observable<Swift.Error>) in errors }) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTypedHandlerRetriesMatchingErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, Transient.failure)])

        let res = scheduler.start(disposed: 265) {
            xs.retry(when: { (errors: Observable<Transient>) in errors })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 265),
            ])
    }

    func testTypedHandlerPassesOtherErrorsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])
        var handled = 0

        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Transient>) in
                errors.map { error -> Transient in
                    handled += 1
                    return error
                }
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, retryError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(handled, 0)
    }

    func testDisposeWhileWaitingForTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, retryError)])
        let trigger = scheduler.createHotObservable([.next(300, 0)])

        let res = scheduler.start(disposed: 250) {
            xs.retry(when: { (_: Observable<Swift.Error>) in trigger.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }
}
