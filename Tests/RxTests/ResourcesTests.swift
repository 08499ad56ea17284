import Rx
import RxTesting
import XCTest

final class ResourcesTests: RxTestCase {
    func testEachLiveObservableCountsAsOneResource() {
        let start = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        XCTAssertNotNil(observable)
        XCTAssertEqual(Resources.total, start + 1)

        var mapped: Observable<Int>? = observable?.map { $0 + 1 }
        XCTAssertNotNil(mapped)
        XCTAssertEqual(Resources.total, start + 2)

        mapped = nil
        observable = nil
        XCTAssertEqual(Resources.total, start)
    }

    func testCodeOutsideRxCanCountItsOwnResources() {
        // As RxSwift's test suite does through its Resources wrapper: the counters are callable from outside Rx.
        let start = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
    }
}
