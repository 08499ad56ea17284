import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

final class TestSchedulerRecursionTests: RxTestCase {
    private var keptScheduler: TestScheduler?

    func testSchedulePeriodicTicksInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { count in
                ticks.append(scheduler.clock)
                return count + 1
            }
        }
        scheduler.scheduleAt(145) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [110, 120, 130, 140])
    }

    func testScheduleRecursiveWithDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        _ = scheduler.scheduleRecursive(3, dueTime: .seconds(5)) { remaining, recurse in
            ticks.append(scheduler.clock)
            if remaining > 1 { recurse(remaining - 1, .seconds(5)) }
        }
        scheduler.start()
        XCTAssertEqual(ticks, [5, 10, 15])
    }

    func testDisposedWorkReleasesWhatItCapturedBeforeItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        keptScheduler = scheduler
        let delayed = Observable<Int>.create { observer in
            scheduler.scheduleRelative((), dueTime: .seconds(500)) { _ in
                observer.onNext(1)
                return Disposables.create()
            }
        }
        let observer = scheduler.createObserver(Int.self)
        let subscription = delayed.subscribe(observer)
        scheduler.scheduleAt(100) {}
        subscription.dispose()
        scheduler.advanceTo(50)
        XCTAssertEqual(observer.events, [])
        // The cancelled work (due at 500) is still queued behind the live work at 100, and the scheduler outlives
        // the test: RxTestCase's resource check fails unless disposing the work released the sink it captured.
    }

    func testSchedulingFromSeveralThreads() {
        let scheduler = TestScheduler(initialClock: 0)
        let count = 200
        DispatchQueue.concurrentPerform(iterations: count) { index in
            scheduler.scheduleAt(index % 7) {}
        }
        var ran = 0
        for _ in 0..<count {
            _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
                ran += 1
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ran, count)
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testIsEnabledOnlyWhileRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        var enabledInside = false
        scheduler.scheduleAt(1) { enabledInside = scheduler.isEnabled }
        XCTAssertFalse(scheduler.isEnabled)
        scheduler.start()
        XCTAssertTrue(enabledInside)
        XCTAssertFalse(scheduler.isEnabled)
    }

    func testSimulatedProcessingDelayAppliesToPastTimesToo() {
        let scheduler = TestScheduler(initialClock: 50)
        var ranAt: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(-20)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 51)
    }
}
