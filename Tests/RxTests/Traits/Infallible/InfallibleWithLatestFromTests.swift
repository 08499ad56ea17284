import Rx
import RxTesting
import XCTest

final class InfallibleWithLatestFromTests: RxTestCase {
    func testWithLatestFromResultSelectorDropsElementsBeforeTheSecondEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(250, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .completed(245)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(ys.asInfallible(onErrorJustReturn: "?")) { "\($0)\($1)" }
        }
        XCTAssertEqual(res.events, [.next(240, "2b"), .next(250, "3b"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFromEmitsTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(270)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(230, "b"), .next(250, "c")])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(ys.asInfallible(onErrorJustReturn: "?"))
        }
        XCTAssertEqual(res.events, [.next(240, "b"), .next(260, "c"), .completed(270)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }
}
