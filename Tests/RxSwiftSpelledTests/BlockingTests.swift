import Foundation
import RxBlocking
import RxSwift
import XCTest

/// `toBlocking()` as RxBlocking users write it, with `import RxBlocking`.
final class BlockingTests: RxTestCase {
    private struct TestError: Error, Equatable {}

    func testToArrayAndFirstAndLast() throws {
        let numbers = Observable.of(1, 2, 3).map { $0 * 2 }

        XCTAssertEqual(try numbers.toBlocking().toArray(), [2, 4, 6])
        XCTAssertEqual(try numbers.toBlocking().first(), 2)
        XCTAssertEqual(try numbers.toBlocking().last(), 6)
    }

    func testBlockingOnABackgroundSchedulerWithATimeout() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let values = Observable.range(start: 1, count: 4).observe(on: scheduler).reduce(0, accumulator: +)

        XCTAssertEqual(try values.toBlocking(timeout: 5).single(), 10)
    }

    func testMaterializeReportsTheErrorAndTheElementsBeforeIt() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError())
            return Disposables.create()
        }

        switch failing.toBlocking().materialize() {
        case .completed:
            XCTFail("expected a failure")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertEqual(error as? TestError, TestError())
        }
        XCTAssertThrowsError(try failing.toBlocking().toArray())
    }
}
