import Foundation
import Rx
import RxTesting
import XCTest

final class TimerTests: RxTestCase {
    func testOneShotTimer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
    }

    func testZeroDueTimeFiresOnNextTick() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func testDisposeBeforeFiring() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
    }

    func testPeriodicTimer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(100), period: .seconds(30), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(300, 0), .next(330, 1), .next(360, 2), .next(390, 3)])
    }

    func testPeriodicTimerWithOtherIntegerType() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 260) {
            Observable<UInt8>.timer(.seconds(10), period: .seconds(20), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(210, 0 as UInt8), .next(230, 1), .next(250, 2)])
    }

    func testInterval() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 650) { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 0 as Int64), .next(400, 1), .next(500, 2), .next(600, 3)])
    }

    func testIntervalDisposedAtTickTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 400) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(300, 0)])
    }

    func testRealSchedulerTimer() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests")
        let done = expectation(description: "completed")
        nonisolated(unsafe) var received: [Int] = []

        let subscription = Observable<Int>.timer(.milliseconds(10), scheduler: scheduler).subscribe(
            onNext: { received.append($0) },
            onCompleted: { done.fulfill() }
        )

        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(received, [0])
    }
}
