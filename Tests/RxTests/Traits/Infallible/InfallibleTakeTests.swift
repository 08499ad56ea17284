import Rx
import RxTesting
import XCTest

final class InfallibleTakeTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250),
        ])
    }

    func testTakeWhileExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = source(scheduler2)
        let inclusive = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
    }

    func testTakeUntilPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(until: { $0 > 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = source(scheduler2)
        let inclusive = scheduler2.start {
            ys.asInfallible(onErrorJustReturn: 0).take(until: { $0 > 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilAnInfallibleStopsWhenItEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let stop = scheduler.createHotObservable([.next(225, ()), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: ()))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 225)])
    }

    func testTakeForCompletesAfterTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(25), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
