import Rx
import RxTesting
import XCTest

final class TakeLastTests: RxTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(300),
        ])
    }

    func testTakeLast_sendsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 7), .next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_moreThanAvailable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeLast(10) }
        XCTAssertEqual(res.events, [.next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_exactlyAvailable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeLast(4) }
        XCTAssertEqual(res.events, [.next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .completed(300)])
    }

    func testTakeLast_zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_error_dropsBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .next(230, 13), .error(300, OperatorTestError.boom)])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(300, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 250) { xs.takeLast(2) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLast_downstreamDisposesDuringDrain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.takeLast(3).take(2) }
        XCTAssertEqual(res.events, [.next(300, 13), .next(300, 7), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_ringBufferKeepsOrderAfterManyElements() {
        var values: [Int] = []
        _ = Observable.range(start: 1, count: 100).takeLast(3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [98, 99, 100])
    }
}
