import Rx
import RxTesting
import XCTest

final class SkipTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
            .completed(690),
        ])
    }

    func testSkip_dropsLeadingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(270, 7), .next(280, 1), .completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_zeroAndNegativePassEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(0).skip(-3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(690)])
    }

    func testSkip_moreThanAvailable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.skip(10) }
        XCTAssertEqual(res.events, [.completed(690)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .error(250, OperatorTestError.boom)])
        let res = scheduler.start { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(230, 13), .error(250, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) { xs.skip(1) }
        XCTAssertEqual(res.events, [.next(230, 13)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_countsPerSubscription() {
        let source = Observable.of(1, 2, 3).skip(2)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [3, 3])
    }
}
