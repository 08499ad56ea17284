import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    func testAllWorkRunsOffTheMainThread() {
        for scheduler in [
            ConcurrentDispatchQueueScheduler(qos: .default),
            ConcurrentDispatchQueueScheduler(queue: .global(), leeway: .milliseconds(1)),
        ] {
            let log = ScheduledLog()
            let done = expectation(description: "all ran")
            done.expectedFulfillmentCount = 100
            for index in 0..<100 {
                _ = scheduler.schedule(index) { index in
                    log.append(Thread.isMainThread ? "main" : "\(index)")
                    done.fulfill()
                    return Disposables.create()
                }
            }
            wait(for: [done], timeout: 10)
            XCTAssertEqual(Set(log.all), Set((0..<100).map(String.init)))
        }
    }

    func testDisposingBeforeItRunsCancelsTheWork() {
        let queue = DispatchQueue(label: "test.concurrent.cancel", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = ScheduledLog()
        let done = expectation(description: "barrier passed")
        queue.suspend()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled work ran")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        queue.resume()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["kept"])
    }

    func testRelativeAndPeriodicWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let log = ScheduledLog()
        let relative = expectation(description: "relative ran")
        let ticks = expectation(description: "three ticks")
        _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(10)) { state in
            log.append(state)
            relative.fulfill()
            return Disposables.create()
        }
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            log.begin()
            if state == 2 { ticks.fulfill() }
            log.end()
            return state + 1
        }
        wait(for: [relative, ticks], timeout: 10)
        periodic.dispose()
        XCTAssertEqual(log.all, ["late"])
        XCTAssertFalse(log.overlapped, "periodic ticks overlapped")
    }
}
