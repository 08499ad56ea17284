import Rx
import RxTesting
import XCTest

final class InfallibleConcatTests: RxTestCase {
    func testStaticConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let infallibles = [first, second].map { $0.asInfallible(onErrorJustReturn: 0) }
        let res = scheduler.start { Infallible.concat(infallibles) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])

        let variadic = TestScheduler(initialClock: 0)
        let res2 = variadic.start { Infallible.concat(.just(1), .just(2)) }
        XCTAssertEqual(res2.events, [.next(200, 1), .next(200, 2), .completed(200)])

        let lazy = TestScheduler(initialClock: 0)
        let res3 = lazy.start { Infallible.concat((1...3).lazy.map { Infallible.just($0) }) }
        XCTAssertEqual(res3.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }
}
