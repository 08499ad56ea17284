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

    func testTimersDueAtTheSameTickFireInTheOrderTheyWereStarted() {
        // ys's wait restarts at 215 and xs's at 220: both end at 240. The hot event due then was scheduled first,
        // then the timer started first fires first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(205, 10), .next(215, 20)])
        let zs = scheduler.createHotObservable([.next(240, 300)])

        let res = scheduler.start {
            Observable.merge(
                xs.debounce(.seconds(20), scheduler: scheduler),
                ys.debounce(.seconds(25), scheduler: scheduler),
                zs.asObservable())
        }

        XCTAssertEqual(res.events, [.next(240, 300), .next(240, 20), .next(240, 2)])
    }

    func testDisposingFromInsideTheDebouncedElementStopsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let holder = SingleAssignmentDisposable()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(240) { subject.onNext(2) }
        scheduler.scheduleAt(300) {
            holder.setDisposable(
                subject.debounce(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                    received.append(value)
                    holder.dispose()
                }))
        }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.scheduleAt(330) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(received, [3])
        XCTAssertFalse(subject.hasObservers)
    }

    func testElementSentFromInsideTheDebouncedElementStartsANewWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subject.debounce(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                observer.onNext(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(240, 3)])
    }
}
