import Rx
import RxTesting
import XCTest

final class JustTests: RxTestCase {
    func testJust_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJust_scheduled_sendsElementAndCompletionOnSeparateTurns() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJust_scheduled_disposedBeforeFirstTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testJust_scheduled_disposedAfterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(100) {
            subscription.setDisposable(
                Observable.just(42, scheduler: scheduler).subscribe { event in
                    res.on(event)
                    if case .next = event { subscription.dispose() }
                })
        }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(101, 42)])
    }

    func testSubscribeWithClosuresCallsNextCompletedThenDisposedBeforeReturningAndDisposeAddsNothing() {
        var calls: [String] = []
        let subscription = Observable.just(7).subscribe(
            onNext: { calls.append("next \($0)") }, onError: { calls.append("error \($0)") },
            onCompleted: { calls.append("completed") }, onDisposed: { calls.append("disposed") })
        XCTAssertEqual(calls, ["next 7", "completed", "disposed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(calls, ["next 7", "completed", "disposed"])
    }

    func testSubscribeWithClosuresInsideAnotherSubscriptionRunsAtOnce() {
        var calls: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            _ = Observable.just(outer * 10).subscribe(
                onNext: { calls.append("inner \($0)") }, onDisposed: { calls.append("inner disposed") })
            calls.append("after \(outer)")
        })
        XCTAssertEqual(calls, ["inner 10", "inner disposed", "after 1", "inner 20", "inner disposed", "after 2"])
    }

    func testJust_currentThreadScheduler_isSynchronous() {
        var values: [Int] = []
        var completed = false
        _ = Observable.just(1, scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [1])
        XCTAssertTrue(completed)
    }
}
