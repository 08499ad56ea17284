import Rx
import RxTesting
import XCTest

final class EmptyTests: RxTestCase {
    func testEmpty_completesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEmpty_callsOnDisposedAfterOnCompleted() {
        var log: [String] = []
        _ = Observable<Int>.empty().subscribe(
            onNext: { _ in log.append("next") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed"])
    }
}
