import Rx
import RxTesting
import XCTest

final class ScheduledDisposableTests: RxTestCase {
    func testDisposesTheWrappedDisposableWhenTheSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let wrapped = Disposables.create { disposedAt.append(scheduler.clock) }
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: wrapped)

        scheduler.scheduleAt(300) { scheduled.dispose() }
        scheduler.scheduleAt(400) { scheduled.dispose() }
        scheduler.start()

        XCTAssertEqual(disposedAt, [301])
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testIsNotDisposedUntilTheSchedulerHasRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let wrapped = BooleanDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: wrapped)

        scheduled.dispose()
        XCTAssertFalse(scheduled.isDisposed)
        XCTAssertFalse(wrapped.isDisposed)

        scheduler.start()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertTrue(wrapped.isDisposed)
    }

    func testDisposesOnTheSchedulersQueue() {
        let queue = DispatchQueue(label: "scheduled-disposable")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let done = expectation(description: "disposed on the queue")
        let wrapped = Disposables.create {
            XCTAssertEqual(DispatchQueue.getSpecific(key: key), true)
            done.fulfill()
        }
        let scheduler = SerialDispatchQueueScheduler(
            queue: queue, internalSerialQueueName: "scheduled-disposable-inner")
        ScheduledDisposable(scheduler: scheduler, disposable: wrapped).dispose()
        wait(for: [done], timeout: 5)
    }
}
