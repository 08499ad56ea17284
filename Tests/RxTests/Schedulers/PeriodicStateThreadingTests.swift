import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// Periodic work whose state has no size (`Void`, as `OperationQueueScheduler` passes its timer) or a size, ticking
/// on the schedulers' threads while the test thread disposes it: no race under the thread sanitizer (CI runs these
/// under it), and no tick after `dispose()` returns but one that had already begun.
final class PeriodicStateThreadingTests: RxTestCase {
    /// Starts periodic work with `state` on `scheduler` again and again for the stress duration; each time it
    /// waits for two ticks, then disposes it from this thread while it keeps ticking.
    private func tickAndDispose<State>(
        _ scheduler: SchedulerType, state: State, file: StaticString = #filePath, line: UInt = #line
    ) {
        let deadline = StressDeadline(after: stressDuration)
        var rounds = 0
        while !deadline.hasPassed {
            let ticked = DispatchSemaphore(value: 0)
            let ticks = RoundCounter()
            let periodic = scheduler.schedulePeriodic(
                state, startAfter: .milliseconds(0), period: .milliseconds(1)
            ) { state in
                ticks.increment()
                ticked.signal()
                return state
            }
            for _ in 0..<2 {
                XCTAssertEqual(ticked.wait(timeout: .now() + 10), .success, "no tick", file: file, line: line)
            }
            periodic.dispose()
            rounds += 1
        }
        XCTAssertGreaterThan(rounds, 0, file: file, line: line)
    }

    func testVoidStateOnASerialDispatchQueueScheduler() {
        tickAndDispose(SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic.void"), state: ())
    }

    func testVoidStateOnAConcurrentDispatchQueueScheduler() {
        tickAndDispose(ConcurrentDispatchQueueScheduler(qos: .default), state: ())
    }

    func testVoidStateOnAnOperationQueueScheduler() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        tickAndDispose(OperationQueueScheduler(operationQueue: queue), state: ())
    }

    func testSizedStateOnEachScheduler() {
        let queue = OperationQueue()
        tickAndDispose(SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic.int"), state: 1)
        tickAndDispose(OperationQueueScheduler(operationQueue: queue), state: "state")
    }
}
