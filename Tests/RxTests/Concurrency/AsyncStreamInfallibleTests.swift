import Rx
import RxTesting
import XCTest

final class AsyncStreamInfallibleTests: RxTestCase {
    func testElementsThenCompletion() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        let values = ValueRecorder<Int>()
        let subscription = stream.asInfallible().subscribe(
            onNext: { values.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(values.values, [1, 2, 3])
        subscription.dispose()
    }

    func testDisposingCancelsTheIteration() {
        let started = expectation(description: "iterating")
        let cancelled = expectation(description: "iteration cancelled")
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                if case .cancelled = termination { cancelled.fulfill() }
            }
            continuation.yield(1)
        }
        let subscription = stream.asInfallible().subscribe(onNext: { _ in started.fulfill() })
        wait(for: [started], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
    }

    @MainActor
    func testFeedsADriver() async {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("ready")
            continuation.finish()
        }
        var received: [String] = []
        for await value in stream.asInfallible().asDriver().values {
            received.append(value)
        }
        XCTAssertEqual(received, ["ready"])
    }
}
