import Rx
import RxTesting
import XCTest

final class InfallibleMergeTests: RxTestCase {
    func testStaticMergeOfACollectionMerges() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let sources = [first, second].map { $0.asInfallible(onErrorJustReturn: 0) }
        let res = scheduler.start { Infallible.merge(sources[...]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }
}
