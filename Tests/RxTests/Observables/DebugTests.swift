import Foundation
import Rx
import RxTesting
import XCTest

final class DebugTests: RxTestCase {
    /// Drops the `yyyy-MM-dd HH:mm:ss.SSS: ` timestamp, checking its shape.
    private func withoutTimestamp(_ line: String) -> String {
        let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
        guard let range = line.range(of: pattern, options: .regularExpression) else {
            XCTFail("line without a timestamp: \(line)")
            return line
        }
        return String(line[range.upperBound...])
    }

    func testDebug_passesEventsThroughUnchanged() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var res: TestableObserver<Int>?
        _ = try capturingStandardOutput {
            res = scheduler.start { xs.debug("xs") }
        }
        XCTAssertEqual(res?.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDebug_printsSubscriptionEventsAndDisposal() throws {
        let lines = try capturingStandardOutput {
            _ = Observable.of(1, 2).debug("numbers").subscribe()
        }
        XCTAssertEqual(
            lines.map(withoutTimestamp),
            [
                "numbers -> subscribed",
                "numbers -> Event next(1)",
                "numbers -> Event next(2)",
                "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    func testDebug_error() throws {
        let lines = try capturingStandardOutput {
            _ = Observable<Int>.error(OperatorTestError.boom).debug("failing").subscribe(onError: { _ in })
        }
        XCTAssertEqual(
            lines.map(withoutTimestamp),
            [
                "failing -> subscribed",
                "failing -> Event error(boom)",
                "failing -> isDisposed",
            ])
    }

    func testDebug_disposePrintsOnce() throws {
        let lines = try capturingStandardOutput {
            let subscription = Observable<Int>.never().debug("idle").subscribe()
            subscription.dispose()
            subscription.dispose()
        }
        XCTAssertEqual(lines.map(withoutTimestamp), ["idle -> subscribed", "idle -> isDisposed"])
    }

    func testDebug_defaultIdentifierIsTheCallSite() throws {
        let line = #line + 2
        let lines = try capturingStandardOutput {
            _ = Observable.just(1).debug().subscribe()
        }
        XCTAssertEqual(
            lines.first.map(withoutTimestamp),
            "DebugTests.swift:\(line) (testDebug_defaultIdentifierIsTheCallSite()) -> subscribed")
    }

    func testDebug_trimOutput() throws {
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        let lines = try capturingStandardOutput {
            _ = Observable.just(long).debug("long", trimOutput: true).subscribe()
            _ = Observable.just(long).debug("full").subscribe()
        }
        let stripped = lines.map(withoutTimestamp)
        // The event text `next(aaa…bbb)` keeps its first 20 and last 20 characters around "...".
        XCTAssertEqual(stripped[1], "long -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)")
        XCTAssertTrue(stripped.contains("full -> Event next(\(long))"))
    }
}
