import Foundation
import Rx
import RxTesting
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    func testIsScheduleRequiredOnlyOutsideScheduledWork() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testSubscribingRunsInsideTheTrampoline() {
        var inside: Bool?
        let subscription = Observable<Int>.create { observer in
            inside = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(inside, false)
        subscription.dispose()
    }

    func testNestedWorkRunsAfterTheOuterWorkInFIFOOrder() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("A")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("C")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("B")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "A", "B", "C"])
    }

    func testDisposedQueuedWorkIsSkipped() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let skipped = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("skipped")
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            skipped.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, ["kept"])
    }

    func testImmediateRunReturnsWhatTheActionReturned() {
        let inner = BooleanDisposable()
        let subscription = CurrentThreadScheduler.instance.schedule(()) { _ in inner }
        subscription.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testEachThreadHasItsOwnTrampoline() {
        let done = expectation(description: "other thread")
        let log = ScheduledLog()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            Thread.detachNewThread {
                log.append("other thread required: \(CurrentThreadScheduler.isScheduleRequired)")
                done.fulfill()
            }
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.all, ["other thread required: true"])
    }
}
