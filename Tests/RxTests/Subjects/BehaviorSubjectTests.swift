import Foundation
import Rx
import RxTesting
import XCTest

private let testError = NSError(domain: "BehaviorSubjectTests", code: 1)

final class BehaviorSubjectTests: RxTestCase {
    func testLateSubscribersStartWithTheLatestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .next(520, 7),
            .completed(630), .next(640, 9),
        ])
        var subject: BehaviorSubject<Int>?
        var subscription: Disposable?
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject!) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.scheduleAt(300) { subscription1 = subject!.subscribe(results1) }
        scheduler.scheduleAt(400) { subscription2 = subject!.subscribe(results2) }
        scheduler.scheduleAt(900) { subscription3 = subject!.subscribe(results3) }
        scheduler.scheduleAt(600) { subscription1?.dispose() }
        scheduler.scheduleAt(700) { subscription2?.dispose() }
        scheduler.scheduleAt(800) { subscription1?.dispose() }
        scheduler.scheduleAt(950) { subscription3?.dispose() }
        scheduler.start()

        XCTAssertEqual(results1.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results2.events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(results3.events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testInitialValueBeforeAnyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 1)
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorReachesSubscribersAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(210) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(220) { subject.onNext(1) }
        scheduler.scheduleAt(230) { subject.onError(testError) }
        scheduler.scheduleAt(240) { subject.onNext(2) }
        scheduler.scheduleAt(250) { _ = subject.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 0), .next(220, 1), .error(230, testError)])
        XCTAssertEqual(late.events, [.error(250, testError)])
    }

    func testValueRules() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(try subject.value(), 2, "completion keeps the last value readable")

        let failed = BehaviorSubject(value: 1)
        failed.onError(testError)
        XCTAssertThrowsError(try failed.value()) { error in
            XCTAssertEqual(error as NSError, testError)
        }

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertTrue(disposed.isDisposed)
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed? = error as? RxError else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
        }
    }

    func testSubscribeAfterDisposeFailsWithDisposed() {
        let subject = BehaviorSubject(value: 1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(events, [.next(1)])

        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.count, 1)
        guard case .error(RxError.disposed)? = late.first else {
            return XCTFail("expected error(disposed), got \(late)")
        }
    }

    func testDisposingSubscriptionStopsDelivery() {
        let subject = BehaviorSubject(value: 1)
        var elements: [Int] = []
        let subscription = subject.subscribe(onNext: { elements.append($0) })
        subject.onNext(2)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(try subject.value(), 3)
    }

    func testReentrantSendFromInitialValueIsDeliveredInOrder() {
        let subject = BehaviorSubject(value: 1)
        var elements: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            elements.append(element)
            if element == 1 { subject.onNext(2) }
        })
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }
}
