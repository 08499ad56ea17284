import Dispatch
import Foundation
import ProcessChecks
import Rx
import RxTesting
import XCTest

/// Time arithmetic saturates: no interval, however large or negative, and no virtual time traps.
final class ExtremeTimeTests: RxTestCase {
    private static let childVariable = "RX_EXTREME_TIME_CHILD"

    func testThrottleForIntMaxSecondsOnADispatchSchedulerKeepsTheLatestForever() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for interval in [RxTimeInterval.seconds(.max), .milliseconds(.max), .microseconds(.max), .nanoseconds(.max)] {
            let subject = PublishSubject<Int>()
            let received = RoundCounter()
            let subscription = subject.throttle(interval, scheduler: scheduler).subscribe(onNext: { _ in
                received.increment()
            })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            XCTAssertEqual(received.value, 1, "\(interval): only the first element is due before the end of time")
            subscription.dispose()
        }
    }

    func testDelayAndTimeoutWithHugeAndNegativeIntervalsOnADispatchScheduler() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let huge = [RxTimeInterval.seconds(.max), .milliseconds(.max), .never, .nanoseconds(.max), .seconds(1 << 40)]
        for interval in huge {
            let delayed = Observable.just(1).delay(interval, scheduler: scheduler).subscribe()
            let timedOut = Observable<Int>.never().timeout(interval, scheduler: scheduler).subscribe(onError: {
                XCTFail("timeout(\(interval)) fired: \($0)")
            })
            let timer = Observable<Int>.timer(interval, scheduler: scheduler).subscribe()
            let buffered = Observable<Int>.never().buffer(timeSpan: interval, count: 2, scheduler: scheduler)
                .subscribe()
            // A timer that fired by mistake would have done so by the time the next timer fires.
            let probe = expectation(description: "a short timer after the long ones")
            let short = Observable<Int>.timer(.milliseconds(20), scheduler: scheduler).subscribe(onCompleted: {
                probe.fulfill()
            })
            wait(for: [probe], timeout: 5)
            [delayed, timedOut, timer, buffered, short].forEach { $0.dispose() }
        }
        // A delay in the past is no delay.
        for interval in [RxTimeInterval.seconds(-1), .seconds(.min), .nanoseconds(.min)] {
            let fired = expectation(description: "timer(\(interval)) fires at once")
            let subscription = Observable<Int>.timer(interval, scheduler: scheduler).subscribe(onCompleted: {
                fired.fulfill()
            })
            wait(for: [fired], timeout: 5)
            subscription.dispose()
        }
    }

    func testTestSchedulerWorkAtIntMaxSchedulesMoreWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(.max) {
            ran.append(scheduler.clock)
            _ = scheduler.schedule(()) { _ in
                ran.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ran, [.max, .max])
    }

    func testTestSchedulerAdvancedToIntMaxStillSchedules() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(.max)
        var ran = false
        _ = scheduler.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in Disposables.create() }
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, .max)
    }

    func testDelayNearTheEndOfVirtualTime() {
        let scheduler = TestScheduler(initialClock: .max - 10)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.just(1).delay(.seconds(100), scheduler: scheduler).subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(.max, 1), .completed(.max)])
        subscription.dispose()
    }

    func testTestSchedulerAtIntMinAndNegativeDueTimes() {
        let scheduler = TestScheduler(initialClock: .min)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.just(1).delay(.seconds(.min), scheduler: scheduler).subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events.count, 2)
        subscription.dispose()
    }

    func testIntervalWithANegativePeriodStopsWithAClearMessage() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            _ = Observable<Int>.interval(.seconds(-1), scheduler: SerialDispatchQueueScheduler(qos: .default))
                .subscribe()
            return
        }
        try assertChildStops(
            running: "RxTests.ExtremeTimeTests/testIntervalWithANegativePeriodStopsWithAClearMessage",
            variable: Self.childVariable, withMessage: "the period must not be negative")
    }

    func testIntervalConversionsSaturate() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        for interval in [
            RxTimeInterval.seconds(.max), .seconds(.min), .milliseconds(.min), .microseconds(.max), .never,
        ] {
            let observer = scheduler.createObserver(Int.self)
            let subscription = Observable<Int>.timer(interval, scheduler: scheduler).subscribe(observer)
            scheduler.start()
            subscription.dispose()
        }
    }
}
