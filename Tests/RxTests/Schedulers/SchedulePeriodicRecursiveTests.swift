import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// A concurrent scheduler that only knows `schedule` and `scheduleRelative`, so `schedulePeriodic` is the default
/// one built on recursive scheduling. Calls `workReturned` each time a piece of scheduled work has run.
private struct PlainConcurrentScheduler: SchedulerType {
    let base = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let workReturned: @Sendable () -> Void

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let workReturned = workReturned
        return base.schedule(state) { state in
            defer { workReturned() }
            return action(state)
        }
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let workReturned = workReturned
        return base.scheduleRelative(state, dueTime: dueTime) { state in
            defer { workReturned() }
            return action(state)
        }
    }
}

final class SchedulePeriodicRecursiveTests: RxTestCase {
    func testTicksDoNotOverlapOnAConcurrentScheduler() {
        // The first tick's action holds until the next tick has come due and been handled (the scheduler reports
        // its work returned) or has entered the action itself. Overlapping ticks would enter the action while the
        // first one still runs, and would both see the first state.
        let log = ScheduledLog()
        let gate = DispatchSemaphore(value: 0)
        let threeTicks = expectation(description: "three ticks")
        let lock = NSLock()
        var seenStates: [Int] = []
        let scheduler = PlainConcurrentScheduler(workReturned: { gate.signal() })

        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) {
            state in
            log.begin()
            let count: Int = lock.withLock {
                seenStates.append(state)
                return seenStates.count
            }
            if count == 1 {
                XCTAssertEqual(gate.wait(timeout: .now() + 10), .success, "the second tick never came")
            } else {
                gate.signal()
            }
            log.end()
            if count == 3 { threeTicks.fulfill() }
            return state + 1
        }
        wait(for: [threeTicks], timeout: 10)
        subscription.dispose()

        XCTAssertFalse(log.overlapped, "two ticks ran the action at once")
        let states = lock.withLock { seenStates }
        XCTAssertEqual(Array(states.prefix(3)), [0, 1, 2])
    }

    func testDisposingStopsTheTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var states: [Int] = []
        let subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { state in
            states.append(state)
            return state + 1
        }
        scheduler.scheduleAt(35) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(states, [0, 1, 2])
    }
}
