import Foundation
import XCTest

/// How long each stress scenario runs: `RX_STRESS_SECONDS` (a decimal number of seconds), 0.4 s by default. CI
/// runs the default; a probe can run longer.
let stressDuration: TimeInterval = {
    if let text = ProcessInfo.processInfo.environment["RX_STRESS_SECONDS"], let seconds = TimeInterval(text),
        seconds > 0
    {
        return seconds
    }
    return 0.4
}()

/// A deadline shared by the threads of a run.
struct StressDeadline: Sendable {
    private let end: DispatchTime

    init(after seconds: TimeInterval) {
        end = .now() + seconds
    }

    var hasPassed: Bool { DispatchTime.now() >= end }
}

extension XCTestCase {
    /// Runs `body(worker, deadline)` on `threads` threads at once, each until it returns (a body loops until the
    /// deadline passes). Fails instead of hanging when the run takes 30 s longer than its bound.
    func stress(
        threads: Int, seconds: TimeInterval = stressDuration,
        _ body: @escaping @Sendable (_ worker: Int, _ deadline: StressDeadline) -> Void
    ) {
        let deadline = StressDeadline(after: seconds)
        let finished = DispatchGroup()
        for worker in 0..<threads {
            finished.enter()
            let thread = Thread {
                body(worker, deadline)
                finished.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let done = expectation(description: "stress threads finished")
        DispatchQueue.global().async {
            finished.wait()
            done.fulfill()
        }
        wait(for: [done], timeout: seconds + 30)
    }

    /// Fails with the violations `log` collected, if any.
    func assertNoViolations(_ log: ContractLog, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let summary = log.summary
        XCTAssertEqual(
            summary.count, 0,
            "\(what): \(summary.count) contract violations over \(summary.subscriptions) subscriptions, e.g. "
                + summary.examples.joined(separator: "; "), file: file, line: line)
    }
}
