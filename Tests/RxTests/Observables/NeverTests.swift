import Rx
import RxTesting
import XCTest

final class NeverTests: RxTestCase {
    func testNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func testNever_disposeCallsOnDisposed() {
        var disposed = false
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed = true })
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }
}
