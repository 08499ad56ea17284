import Rx
import RxTesting
import XCTest

final class RangeTests: RxTestCase {
    func testRange_currentThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testRange_scheduler_oneTurnPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testRange_zeroCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testRange_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -10), .next(202, -9), .next(203, -8)])
    }

    func testRange_endsAtTheLargestValue() {
        var values: [Int8] = []
        _ = Observable<Int8>.range(start: 125, count: 3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [125, 126, 127])
    }
}
