import Foundation
import Rx
import RxTesting
import XCTest

private let delayError = NSError(domain: "DelayTests", code: 1)

final class DelayTests: RxTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])

        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testKeepsGapsBetweenElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(241)])

        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .next(245, 2), .next(270, 3), .completed(271)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 241)])
    }

    func testElementsAtTheSameTickAreSentOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])

        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .completed(310)])
    }

    func testErrorIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(260, delayError)])

        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1), .error(260, delayError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testEmptyCompletesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])

        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposeDropsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(260)])

        let res = scheduler.start(disposed: 270) { xs.delay(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testATimerThatFiresBeforeItsStartReturnsDoesNotLoseTheRest() {
        // Elements that arrive together are due together: each timer re-arms at once, often on another thread
        // before the start that created it has returned. The late bookkeeping must not cancel the newer timer.
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        for round in 0..<300 {
            let done = expectation(description: "round \(round) completed")
            nonisolated(unsafe) var received: [Int] = []
            let subscription = Observable.of(1, 2, 3, 4, 5).delay(.milliseconds(0), scheduler: scheduler).subscribe(
                onNext: { received.append($0) }, onCompleted: { done.fulfill() })
            wait(for: [done], timeout: 10)
            subscription.dispose()
            XCTAssertEqual(received, [1, 2, 3, 4, 5])
            if received != [1, 2, 3, 4, 5] { break }
        }
    }

    func testRealSchedulerDelaysEverything() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "completed")
        let start = Date()
        nonisolated(unsafe) var received: [Int] = []
        nonisolated(unsafe) var completedAfter: TimeInterval = 0

        let subscription = Observable.of(1, 2, 3).delay(.milliseconds(30), scheduler: scheduler).subscribe(
            onNext: { received.append($0) },
            onCompleted: {
                completedAfter = Date().timeIntervalSince(start)
                done.fulfill()
            }
        )

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertGreaterThanOrEqual(completedAfter, 0.03)
    }

    func testManyPendingElementsKeepTheirOrderAndGaps() {
        // More elements wait at once than the queue first holds, and it wraps around while draining.
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = (0..<20).map { .next(210 + $0 * 3, $0) } + [.completed(280)]
        let xs = scheduler.createHotObservable(events)

        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, (0..<20).map { .next(230 + $0 * 3, $0) } + [.completed(300)])
    }

    func testErrorWhileElementsWaitDropsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(214, 3), .next(216, 4), .next(218, 5), .error(225, delayError),
        ])

        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(222, 2), .next(224, 3), .error(225, delayError)])
    }

    func testElementSentFromInsideADelayedElementIsDelayedToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        let holder = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            holder.setDisposable(
                subject.delay(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                    observer.onNext(value)
                    if value < 3 { subject.onNext(value + 1) }
                    if value == 3 { holder.dispose() }
                }))
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(235) { subject.onNext(9) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(240, 3)])
        XCTAssertFalse(subject.hasObservers)
    }
}
