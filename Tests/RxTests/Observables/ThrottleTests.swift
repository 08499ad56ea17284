import Foundation
import Rx
import RxTesting
import XCTest

private let throttleError = NSError(domain: "ThrottleTests", code: 1)

final class ThrottleTests: RxTestCase {
    private func burst(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(215, 2), .next(225, 3), .next(232, 4), .next(260, 5), .completed(300),
        ])
    }

    func testLatestSendsLastElementWhenWindowEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testNotLatestDropsElementsInsideWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler)

        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(232, 4), .next(260, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testElementExactlyOneDueTimeLaterIsSentAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(249, 3), .completed(300)])

        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(300)])
    }

    func testLatestCompletionWaitsForPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testLatestCompletionAfterWindowIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(400)])

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(400)])
    }

    func testNotLatestCompletionIsImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testErrorIsImmediateAndDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, throttleError)])

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, throttleError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 0), .completed(300)])

        let emptyResult = scheduler.start { empty.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(emptyResult.events, [.completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never2 = scheduler2.createHotObservable([.next(150, 0)])
        let neverResult = scheduler2.start { never2.throttle(.seconds(20), scheduler: scheduler2) }
        XCTAssertEqual(neverResult.events, [])
        XCTAssertEqual(never2.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposeCancelsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])

        let res = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testMillisecondIntervalsOnFinerResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start { xs.throttle(.milliseconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    }

    func testRealSchedulerSendsFirstElementAtOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ThrottleTests")
        let subject = PublishSubject<Int>()
        var received: [Int] = []

        let subscription = subject.throttle(.seconds(10), latest: false, scheduler: scheduler)
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()

        XCTAssertEqual(received, [1])
    }

    func testElementSentFromInsideTheThrottledElementGoesOutAtOnce() {
        // As in RxSwift, the send time is recorded after the element is delivered, so a re-entrant element sees no
        // window yet.
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.throttle(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                observer.onNext(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 2), .next(210, 3)])
    }

    func testDisposingFromInsideTheThrottledElementCancelsThePendingOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let holder = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            holder.setDisposable(
                subject.throttle(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                    received.append(value)
                    if value == 3 { holder.dispose() }
                }))
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(212) { subject.onNext(2) }
        scheduler.scheduleAt(215) { subject.onNext(3) }
        scheduler.scheduleAt(225) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(received, [1, 3], "2 is replaced by 3 while waiting; nothing after the dispose")
        XCTAssertFalse(subject.hasObservers)
    }
}
