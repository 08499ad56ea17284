import Rx
import RxTesting
import XCTest

final class TakeTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .next(300, -1), .completed(690),
        ])
    }

    func testTake_moreThanAvailable_completesWithSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(20) }
        XCTAssertEqual(
            res.events,
            [
                .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1), .completed(690),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTake_completesOnLastTakenElementAndUnsubscribesThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTake_error_before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .error(230, OperatorTestError.boom), .next(240, 1)])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .error(230, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTake_error_afterCount_isNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(220, 8), .error(230, OperatorTestError.boom)])
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(220, 8), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTake_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_zero_completesAtSubscriptionWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTake_synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).take(2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testTake_countsBeforeForwarding_soReentrantEventsAreDropped() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.take(1).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(value + 1)
        })
        subject.onNext(1)
        XCTAssertEqual(received, [1])
    }

    func testTake_twice() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.take(3).take(2) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
