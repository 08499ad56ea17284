import Foundation
import ProcessChecks
import Rx
import XCTest

/// A source that must not fail (behind a `ControlProperty`'s Driver) and did: debug builds stop with the error,
/// the source's chain and where it became a trait, without subscription tracking.
///
/// The failure runs in a child process (this test binary, running only the test with `RX_FAILED_SOURCE` set).
final class FailedSourceReportTests: XCTestCase {
    private static let childVariable = "RX_FAILED_SOURCE"

    /// The Driver of `property`, and the line it was made on.
    private static func driver(of property: ControlProperty<Int>) -> (Driver<Int>, Int) {
        (property.asDriver(), #line)
    }

    func testADriverFromAFailingControlPropertyNamesTheChainAndTheCallSite() throws {
        let subject = PublishSubject<Int>()
        let property = ControlProperty(values: subject.map { $0 + 1 }, valueSink: AnyObserver<Int> { _ in })
        let (driver, line) = Self.driver(of: property)
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            _ = driver.drive(onNext: { _ in })
            subject.onError(Failure.offline)
            RunLoop.main.run(until: Date().addingTimeInterval(2))
            return
        }
        try assertChildStops(
            running:
                "RxTests.FailedSourceReportTests/testADriverFromAFailingControlPropertyNamesTheChainAndTheCallSite",
            variable: Self.childVariable,
            withMessage:
                "A ControlProperty failed: offline, in PublishSubject<Int> → map → subscribe(on:) → asDriver() at "
                + "RxTests/FailedSourceReportTests.swift:\(line)")
    }
}

private enum Failure: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}
