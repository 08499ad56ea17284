import Rx
import RxTesting
import XCTest

final class ErrorTests: RxTestCase {
    func testError_failsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(OperatorTestError.boom) }
        XCTAssertEqual(res.events, [.error(200, OperatorTestError.boom)])
    }

    func testError_reachesOnErrorThenOnDisposed() {
        var log: [String] = []
        _ = Observable<Int>.error(OperatorTestError.boom).subscribe(
            onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["error boom", "disposed"])
    }
}
