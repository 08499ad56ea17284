import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    private func schedulers() -> [SerialDispatchQueueScheduler] {
        [
            SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial"),
            SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "test.serial.global"),
            SerialDispatchQueueScheduler(qos: .userInitiated),
            SerialDispatchQueueScheduler(
                internalSerialQueueName: "test.serial.configured",
                serialQueueConfiguration: { _ in }, leeway: .milliseconds(1)),
        ]
    }

    func testWorkRunsOneAtATimeInOrder() {
        for scheduler in schedulers() {
            let log = ScheduledLog()
            let done = expectation(description: "all ran")
            for index in 0..<200 {
                _ = scheduler.schedule(index) { index in
                    log.begin()
                    log.append("\(index)")
                    log.end()
                    if index == 199 { done.fulfill() }
                    return Disposables.create()
                }
            }
            wait(for: [done], timeout: 10)
            XCTAssertEqual(log.all, (0..<200).map(String.init))
            XCTAssertFalse(log.overlapped)
        }
    }

    func testSerialEvenOnAConcurrentTargetQueue() {
        let target = DispatchQueue(label: "test.concurrent", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "test.serial.proxy")
        let log = ScheduledLog()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 100
        for _ in 0..<100 {
            _ = scheduler.schedule(()) { _ in
                log.begin()
                for _ in 0..<1_000 { _ = log.overlapped }
                log.end()
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertFalse(log.overlapped)
    }

    func testDisposingBeforeItRunsCancelsTheWork() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.cancel")
        let gate = DispatchSemaphore(value: 0)
        let log = ScheduledLog()
        let done = expectation(description: "after")
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled work ran")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.schedule(()) { _ in
            log.append("after")
            done.fulfill()
            return Disposables.create()
        }
        gate.signal()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["after"])
    }

    func testDisposingAfterItRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.result")
        let inner = BooleanDisposable()
        let done = expectation(description: "ran")
        let subscription = scheduler.schedule(()) { _ in
            done.fulfill()
            return inner
        }
        wait(for: [done], timeout: 10)
        // The result is stored right after the action returns, on the queue: go through the queue once more.
        let flushed = expectation(description: "flushed")
        _ = scheduler.schedule(()) { _ in
            flushed.fulfill()
            return Disposables.create()
        }
        wait(for: [flushed], timeout: 10)
        XCTAssertFalse(inner.isDisposed)
        subscription.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testScheduleRelativeRunsAfterTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.relative")
        let start = Date()
        let done = expectation(description: "ran")
        let elapsed = ScheduledLog()
        _ = scheduler.scheduleRelative(7, dueTime: .milliseconds(50)) { state in
            elapsed.append("\(state) \(Date().timeIntervalSince(start) >= 0.045)")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(elapsed.all, ["7 true"])
    }

    func testScheduleRelativeDisposedBeforeDueNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.relative.cancel")
        let log = ScheduledLog()
        let done = expectation(description: "later work ran")
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("cancelled timer fired")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(80)) { _ in
            log.append("later")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["later"])
    }

    func testSchedulePeriodicThreadsStateAndStopsOnDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.periodic")
        let log = ScheduledLog()
        let fiveTicks = expectation(description: "five ticks")
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            log.append("\(state)")
            if state == 4 { fiveTicks.fulfill() }
            return state + 1
        }
        wait(for: [fiveTicks], timeout: 10)
        // Dispose on the scheduler's queue, so no tick can be running at the same time.
        let stopped = expectation(description: "stopped")
        _ = scheduler.schedule(()) { _ in
            periodic.dispose()
            stopped.fulfill()
            return Disposables.create()
        }
        wait(for: [stopped], timeout: 10)
        let ticksAtDispose = log.all
        XCTAssertEqual(Array(ticksAtDispose.prefix(5)), ["0", "1", "2", "3", "4"])
        let later = expectation(description: "several periods later")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: 10)
        XCTAssertEqual(log.all, ticksAtDispose, "ticked after dispose")
    }

    func testNowIsWallClock() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial.now")
        XCTAssertLessThan(abs(scheduler.now.timeIntervalSinceNow), 1)
    }
}
