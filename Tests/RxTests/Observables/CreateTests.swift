import Rx
import RxTesting
import XCTest

final class CreateTests: RxTestCase {
    func testCreate_next_completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testCreate_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(OperatorTestError.boom)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, OperatorTestError.boom)])
    }

    func testCreate_eventsAfterCompletedAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(OperatorTestError.boom)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testCreate_eventsAfterErrorAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onError(OperatorTestError.boom)
                observer.onNext(2)
                observer.onError(OperatorTestError.other)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
    }

    func testCreate_asyncEventsAndEventsAfterDisposeAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(250) { observer.onNext(1) }
                scheduler.scheduleAt(350) { observer.onNext(2) }
                scheduler.scheduleAt(400) { observer.onCompleted() }
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 1)])
        XCTAssertEqual(disposedAt, 300)
    }

    func testCreate_disposesTheReturnedDisposableOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(250) { observer.onCompleted() }
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(disposedAt, 250)
    }

    func testCreate_synchronousCompletionDisposesOnceSubscribeReturns() {
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            observer.onCompleted()
            log.append("returning")
            return Disposables.create { log.append("disposed") }
        }
        .subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed", "returning", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["completed", "returning", "disposed"])
    }

    func testCreate_reentrantOnNextIsDeliveredInNestedOrder() {
        var received: [Int] = []
        var observerRef: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerRef = observer
            observer.onNext(1)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                observerRef?.onNext(2)
            }
        })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        observerRef = nil
    }

    func testCreate_completionFromInsideOnNextStopsLaterEvents() {
        var events: [String] = []
        var observerRef: AnyObserver<Int>?
        _ = Observable<Int>.create { observer in
            observerRef = observer
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(
            onNext: { value in
                events.append("next \(value)")
                if value == 1 { observerRef?.onCompleted() }
            },
            onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next 1", "completed"])
        observerRef = nil
    }

    func testCreate_disposeFromInsideOnNextStopsLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable<Int>.create { observer in source.subscribe(observer) }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == 2 { subscription?.dispose() }
                })
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        subscription = nil
    }

    func testCreate_subscribeClosureRunsPerSubscriber() {
        var calls = 0
        let source = Observable<Int>.create { observer in
            calls += 1
            observer.onNext(calls)
            observer.onCompleted()
            return Disposables.create()
        }
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }
}
