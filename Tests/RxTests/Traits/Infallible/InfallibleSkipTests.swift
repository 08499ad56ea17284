import Rx
import RxTesting
import XCTest

final class InfallibleSkipTests: RxTestCase {
    func testSkipWhileDropsUntilThePredicateFailsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250),
        ])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilPassesElementsAfterTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(260),
        ])
        let gate = scheduler.createHotObservable([.next(230, "x"), .completed(235)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: gate.asObservable()) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(gate.subscriptions, [Subscription(200, 230)])
    }

    func testSkipUntilAnOtherThatNeverEmitsDropsEverythingEvenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: Observable<Int>.never()) }
        XCTAssertEqual(res.events, [], "as in RxSwift, the gate also holds back completion")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
