import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class MainSchedulerTests: RxTestCase {
    func testInstanceRunsAtOnceOnTheMainThreadWhenNothingIsQueued() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
    }

    func testAsyncInstanceAlwaysDispatches() {
        let log = ScheduledLog()
        let done = expectation(description: "ran")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("ran on main: \(Thread.isMainThread)")
            done.fulfill()
            return Disposables.create()
        }
        log.append("scheduled")
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["scheduled", "ran on main: true"])
    }

    func testFromABackgroundThreadWorkRunsOnMainInOrder() {
        let log = ScheduledLog()
        let done = expectation(description: "all ran")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                MainScheduler.ensureExecutingOnScheduler()
                log.append("A start")
                // Work of this scheduler is still running, so B must not run inside A.
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("B")
                    done.fulfill()
                    return Disposables.create()
                }
                log.append("A end")
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["A start", "A end", "B"])
    }

    func testDisposingBeforeItRunsCancelsTheWork() {
        let log = ScheduledLog()
        let done = expectation(description: "kept work ran")
        // Scheduled from inside running main-scheduler work, both are queued (not run at once), and the main queue
        // cannot run the first before it is disposed: this thread is the main thread.
        _ = MainScheduler.instance.schedule(()) { _ in
            let cancelled = MainScheduler.instance.schedule(()) { _ in
                log.append("cancelled work ran")
                return Disposables.create()
            }
            cancelled.dispose()
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("kept")
                done.fulfill()
                return Disposables.create()
            }
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["kept"])
        // The counter of queued work is back to zero: work from the main thread runs at once again.
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testRelativeAndPeriodicWorkRunOnMain() {
        let log = ScheduledLog()
        let relative = expectation(description: "relative ran")
        let ticks = expectation(description: "two ticks")
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            log.append("relative on main: \(Thread.isMainThread)")
            relative.fulfill()
            return Disposables.create()
        }
        let periodic = MainScheduler.instance.schedulePeriodic(
            0, startAfter: .milliseconds(1), period: .milliseconds(2)
        ) { state in
            if state == 1 { ticks.fulfill() }
            return state + 1
        }
        wait(for: [relative, ticks], timeout: 10)
        periodic.dispose()
        XCTAssertEqual(log.all, ["relative on main: true"])
    }
}

final class ConcurrentMainSchedulerTests: RxTestCase {
    func testRunsAtOnceOnMainAndDispatchesFromElsewhere() {
        var ranAtOnce = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranAtOnce = true
            return Disposables.create()
        }
        XCTAssertTrue(ranAtOnce)

        let log = ScheduledLog()
        let done = expectation(description: "ran on main")
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.append("on main: \(Thread.isMainThread)")
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["on main: true"])
        XCTAssertLessThan(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow), 1)
    }

    func testRelativeWorkGoesThroughTheMainQueue() {
        let log = ScheduledLog()
        let done = expectation(description: "ran")
        let cancelled = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            log.append("on main: \(Thread.isMainThread)")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["on main: true"])
    }
}
