import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class OperationQueueSchedulerTests: RxTestCase {
    func testRunsOnTheOperationQueueWithThePriority() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let log = ScheduledLog()
        let done = expectation(description: "ran")
        _ = scheduler.schedule(1) { state in
            log.append("\(state) \(OperationQueue.current === queue)")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["1 true"])
        XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
    }

    func testDisposingBeforeItRunsCancelsTheWork() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ScheduledLog()
        let done = expectation(description: "kept work ran")
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled work ran")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["kept"])
    }

    func testRelativeAndPeriodicWork() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ScheduledLog()
        let relative = expectation(description: "relative ran")
        let ticks = expectation(description: "three ticks")
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            log.append("cancelled timer fired")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative("late", dueTime: .milliseconds(20)) { state in
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
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.all, ["late"])
        XCTAssertFalse(log.overlapped, "periodic runs overlapped")
    }
}
