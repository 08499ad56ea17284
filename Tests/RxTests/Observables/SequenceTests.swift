import Rx
import RxTesting
import XCTest

final class SequenceTests: RxTestCase {
    func testOf_currentThread_emitsEverythingAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4) }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testOf_scheduler_oneTurnPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testOf_scheduler_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
    }

    func testOf_noElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.of() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromArray_scheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testFromArray_currentThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1]) }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 1), .completed(200)])
    }

    func testFromArray_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
    }

    func testFromSequence_scheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(AnySequence([3, 1, 2, 4]), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testFromSequence_iteratesPerSubscription() {
        let source = Observable.from(stride(from: 0, to: 6, by: 2))
        var first: [Int] = []
        var second: [Int] = []
        _ = source.subscribe(onNext: { first.append($0) })
        _ = source.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [0, 2, 4])
        XCTAssertEqual(second, [0, 2, 4])
    }

    func testFromOptional_some() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 1 as Int?) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testFromOptional_none() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: nil as Int?) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromOptional_scheduler_some() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 1 as Int?, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func testFromOptional_scheduler_none() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: nil as Int?, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testOf_take_stopsIterationEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, 4).take(2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testOf_nestedInsideAnotherEmission_waitsForTheTrampoline() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            log.append("outer \(outer)")
            _ = Observable.of(10, 20).subscribe(onNext: { log.append("inner \($0)") })
        })
        XCTAssertEqual(log, ["outer 1", "inner 10", "outer 2", "inner 20", "inner 10", "inner 20"])
    }
}
