import Rx
import RxTesting
import XCTest

final class MapTests: RxTestCase {
    func testMap_normal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, OperatorTestError.boom), .next(240, 3)])
        let res = scheduler.start { xs.map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "2"), .error(230, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMap_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(290, 3), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMap_transformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var calls = 0
        let res = scheduler.start {
            xs.map { value -> Int in
                calls += 1
                if value == 2 { throw OperatorTestError.boom }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OperatorTestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 2)
    }

    func testMap_chainOfMaps() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.map { $0 + 1 }.map { $0 * 10 }.map { "\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "20"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
