import Rx
import RxTesting
import XCTest

final class RepeatElementTests: RxTestCase {
    func testRepeatElement_scheduler_oneElementPerTurnUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [
                .next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42), .next(205, 42), .next(206, 42),
            ])
    }

    func testRepeatElement_currentThread_withTake() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement("a").take(3) }
        XCTAssertEqual(res.events, [.next(200, "a"), .next(200, "a"), .next(200, "a"), .completed(200)])
    }

    func testRepeatElement_currentThread_disposeFromOnNext() {
        // Subscribing from inside a trampoline turn returns before the first element, so the subscription can be
        // stored and then disposed from `onNext`.
        var count = 0
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
                count += 1
                if count == 5 { subscription?.dispose() }
            })
            XCTAssertEqual(count, 0)
            return Disposables.create()
        }
        XCTAssertEqual(count, 5)
        subscription = nil
    }
}
