import Foundation
import Rx
import RxTesting
import XCTest

final class VirtualTimeSchedulerTests: RxTestCase {
    private func record(_ log: @escaping () -> Void) -> (()) -> Disposable {
        { _ in
            log()
            return Disposables.create()
        }
    }

    func testHistoricalSchedulerRunsWorkInDueTimeOrder() {
        let scheduler = HistoricalScheduler()
        var log: [(String, Date)] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20), action: record { log.append(("b", scheduler.now)) })
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10), action: record { log.append(("a", scheduler.now)) })
        _ = scheduler.schedule((), action: record { log.append(("now", scheduler.now)) })
        XCTAssertTrue(log.isEmpty)
        scheduler.start()
        XCTAssertEqual(log.map { $0.0 }, ["now", "a", "b"])
        XCTAssertEqual(log.map { $0.1.timeIntervalSince1970 }, [0, 10, 20])
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 20))
        XCTAssertFalse(scheduler.isEnabled)
    }

    func testHistoricalSchedulerStartsAtTheGivenClock() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        XCTAssertEqual(scheduler.now, start)
        var ranAt: Date?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2.5, action: record { ranAt = scheduler.now })
        scheduler.start()
        XCTAssertEqual(ranAt, start.addingTimeInterval(2.5))
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = HistoricalScheduler()
        var ran: [Int] = []
        let first = scheduler.scheduleRelativeVirtual((), dueTime: 1, action: record { ran.append(1) })
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2, action: record { ran.append(2) })
        first.dispose()
        scheduler.start()
        XCTAssertEqual(ran, [2])
    }

    func testDisposingTheResultDisposesWhatTheActionReturned() {
        let scheduler = HistoricalScheduler()
        let inner = BooleanDisposable()
        let outer = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in inner }
        scheduler.start()
        XCTAssertFalse(inner.isDisposed)
        outer.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testStopEndsStartAfterTheCurrentItem() {
        let scheduler = HistoricalScheduler()
        var ran: [Int] = []
        _ = scheduler.scheduleRelativeVirtual(
            (), dueTime: 1,
            action: record {
                ran.append(1)
                XCTAssertTrue(scheduler.isEnabled)
                scheduler.stop()
            })
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2, action: record { ran.append(2) })
        scheduler.start()
        XCTAssertEqual(ran, [1])
        scheduler.start()
        XCTAssertEqual(ran, [1, 2])
    }

    func testAdvanceToRunsOnlyDueWork() {
        let scheduler = HistoricalScheduler()
        var ran: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 5, action: record { ran.append(5) })
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10, action: record { ran.append(10) })
        scheduler.advanceTo(Date(timeIntervalSince1970: 7))
        XCTAssertEqual(ran, [5])
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 7))
        scheduler.advanceTo(Date(timeIntervalSince1970: 10))
        XCTAssertEqual(ran, [5, 10])
    }

    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = HistoricalScheduler()
        var ran = false
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 5, action: record { ran = true })
        scheduler.sleep(10)
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 10))
        XCTAssertFalse(ran)
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 10))
    }

    func testWorkScheduledWhileRunningAtTheSameTimeRunsAfterEarlierWork() {
        let scheduler = HistoricalScheduler()
        var ran: [String] = []
        _ = scheduler.scheduleRelativeVirtual(
            (), dueTime: 1,
            action: record {
                ran.append("a")
                _ = scheduler.scheduleRelativeVirtual((), dueTime: 0, action: self.record { ran.append("c") })
            })
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 1, action: record { ran.append("b") })
        scheduler.start()
        XCTAssertEqual(ran, ["a", "b", "c"])
    }

    func testManyItemsKeepTimeThenInsertionOrder() {
        let scheduler = HistoricalScheduler()
        var ran: [Int] = []
        var expected: [Int] = []
        for index in 0..<200 {
            let due = TimeInterval((index * 37) % 11)
            _ = scheduler.scheduleRelativeVirtual((), dueTime: due, action: record { ran.append(index) })
        }
        for due in 0..<11 {
            expected += (0..<200).filter { ($0 * 37) % 11 == due }
        }
        scheduler.start()
        XCTAssertEqual(ran, expected)
    }

    func testPendingWorkCountsQueuedWorkThatIsNeitherRunNorDisposed() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.pendingWorkCount, 0)
        let first = scheduler.scheduleRelativeVirtual((), dueTime: 1, action: record {})
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2, action: record {})
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 3, action: record {})
        XCTAssertEqual(scheduler.pendingWorkCount, 3)
        first.dispose()
        XCTAssertEqual(scheduler.pendingWorkCount, 2)
        scheduler.advanceTo(Date(timeIntervalSince1970: 2))
        XCTAssertEqual(scheduler.pendingWorkCount, 1)
        scheduler.start()
        XCTAssertEqual(scheduler.pendingWorkCount, 0)
    }

    func testDisposingPendingWorkReleasesWhatItsActionCapturedAtOnce() {
        final class Captured {}
        let scheduler = HistoricalScheduler()
        weak var weakCaptured: Captured?
        var work: Disposable?
        do {
            let captured = Captured()
            weakCaptured = captured
            work = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in
                withExtendedLifetime(captured) {}
                return Disposables.create()
            }
        }
        XCTAssertNotNil(weakCaptured)
        work?.dispose()
        XCTAssertNil(weakCaptured, "the queue still holds the item, but not its action")
        scheduler.start()
    }

    func testWorkDisposedWhileItRunsDisposesWhatItReturns() {
        let scheduler = HistoricalScheduler()
        let inner = BooleanDisposable()
        var work: Disposable?
        work = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in
            work?.dispose()
            XCTAssertFalse(inner.isDisposed)
            return inner
        }
        scheduler.start()
        XCTAssertTrue(inner.isDisposed)
        work?.dispose()
    }
}
