import Foundation
import Rx
import RxTesting
import XCTest

final class TestSchedulerTests: RxTestCase {
    func testHotObservableEmitsAtAbsoluteTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
        ])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testHotObservableDisposedBeforeEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testHotObservableEventAtSubscriptionTickIsNotSeen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(201, 2)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(201, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testColdObservableEmitsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(205) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(500) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(225, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 500), Subscription(205, 500)])
    }

    func testColdObservableEventAtZeroArrivesOnSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(5)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(205)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func testColdObservableDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(60, 2), .completed(70)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartUsesDefaultTimes() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)

        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        var subscribedAt: TestTime?
        var disposedAt: TestTime?
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return Observable.create { _ in
                subscribedAt = scheduler.clock
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(subscribedAt, 200)
        XCTAssertEqual(disposedAt, 1000)
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(50, 1), .next(150, 2), .next(250, 3)])
        let res = scheduler.start(created: 10, subscribed: 100, disposed: 200) { xs }
        XCTAssertEqual(res.events, [.next(150, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 200)])
    }

    func testSequenceOnTestSchedulerStepsOneTickAtATime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testScheduleAtRunsAtThatTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(300) { ranAt.append(scheduler.clock) }
        scheduler.scheduleAt(100) { ranAt.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(ranAt, [100, 300])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testWorkAtTheSameTickRunsInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        for value in 0..<20 {
            scheduler.scheduleAt(value % 2 == 0 ? 50 : 40) { order.append(value) }
        }
        scheduler.start()
        XCTAssertEqual(order, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
    }

    func testScheduleNowRunsOneTickLaterWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [11])
    }

    func testScheduleNowRunsOnTheSameTickWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [10])
    }

    func testScheduleRelativeConvertsSecondsToTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        let record: (Int) -> Disposable = { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRelative(0, dueTime: .seconds(20), action: record)
            _ = scheduler.scheduleRelative(0, dueTime: .milliseconds(600), action: record)
            _ = scheduler.scheduleRelative(0, dueTime: .milliseconds(300), action: record)
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [101, 101, 120])
    }

    func testResolutionScalesTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [120])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 12))
        XCTAssertEqual(scheduler.converter.convertToVirtualTimeInterval(1.5), 15)
        XCTAssertEqual(scheduler.converter.convertFromVirtualTimeInterval(15), 1.5, accuracy: 1e-9)
    }

    func testNeverDueTimeDoesNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.advanceTo(10_000)
        XCTAssertFalse(ran)
        disposable.dispose()
    }

    func testAdvanceToRunsDueWorkAndSetsClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)
        scheduler.advanceTo(20)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(observer.events.count, 2)
        subscription.dispose()
        scheduler.advanceTo(40)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 25)])
    }

    func testStillActiveSubscriptionIsOpenEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1)])
        let subscription = xs.subscribe(scheduler.createObserver(Int.self))
        scheduler.advanceTo(5)
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
        XCTAssertEqual(xs.subscriptions.first?.unsubscribe, Int.max)
        subscription.dispose()
    }

    func testObserverRecordsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = NSError(domain: "test", code: 7)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRecordedEventsAreExposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<String>>] = [.next(5, "a"), .completed(9)]
        XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
        XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
    }
}
