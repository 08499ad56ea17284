import Rx
import RxTesting
import XCTest

final class GenerateTests: RxTestCase {
    func testGenerate_finite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testGenerate_initialStateFailsCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { $0 < 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testGenerate_conditionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { _ in throw OperatorTestError.boom }, scheduler: scheduler
            ) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.error(201, OperatorTestError.boom)])
    }

    func testGenerate_iterateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) -> Int in
                throw OperatorTestError.boom
            }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, OperatorTestError.boom)])
    }

    func testGenerate_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testGenerate_currentThreadScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 < 3 }) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testGenerate_currentThreadScheduler_infiniteWithTake() {
        var values: [Int] = []
        _ = Observable.generate(initialState: 1, condition: { _ in true }) { $0 * 2 }
            .take(5)
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 4, 8, 16])
    }
}
