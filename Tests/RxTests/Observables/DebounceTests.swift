import Foundation
import Rx
import RxTesting
import XCTest

private let debounceError = NSError(domain: "DebounceTests", code: 1)

final class DebounceTests: RxTestCase {
    func testEmitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(240, 3), .next(250, 4), .next(255, 5), .completed(300),
        ])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(235, 2), .next(275, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementAtTheTimerTickRestartsTheWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(300)])
    }

    func testCompletionFlushesPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testErrorDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, debounceError)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.error(220, debounceError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testDisposeCancelsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])

        let res = scheduler.start(disposed: 225) { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testZeroDueTimeEmitsOnNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }

    func testRealSchedulerEmitsLastElementOfBurst() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let done = expectation(description: "debounced")
        nonisolated(unsafe) var received: [Int] = []

        let subscription = subject.debounce(.milliseconds(50), scheduler: scheduler)
            .subscribe(onNext: { value in
                received.append(value)
                done.fulfill()
            })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received.last, 3)
    }
}
