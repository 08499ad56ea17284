import Rx
import RxTesting
import XCTest

/// `LeakCheck` (the check `RxTestCase` runs around each test): a planted leak is reported with the subscription's
/// chain, file and line; a clean run reports nothing.
final class LeakCheckTests: XCTestCase {
    private var wasTracking = false

    override func setUp() {
        super.setUp()
        wasTracking = Resources.isTracking
        Resources.isTracking = true
    }

    override func tearDown() {
        Resources.isTracking = wasTracking
        super.tearDown()
    }

    func testAPlantedLeakIsReportedWithItsFileAndLine() throws {
        let subject = PublishSubject<Int>()
        let incremented = subject.map { $0 + 1 }
        let check = LeakCheck()
        let line = #line + 1
        let leaked = incremented.subscribe(onNext: { _ in })
        let report = try XCTUnwrap(check.report(waitingUpTo: 0))
        XCTAssertTrue(report.hasPrefix("Rx resources leaked: "), report)
        XCTAssertTrue(
            report.contains(
                "Subscriptions left running:\n  PublishSubject<Int> → map → subscribe(onNext:) at "
                    + "RxTestingTests/LeakCheckTests.swift:\(line)"), report)
        XCTAssertEqual(check.subscriptionsLeft.map(\.line), [line])
        leaked.dispose()
        XCTAssertNil(check.report(waitingUpTo: 0), "disposed: nothing left")
    }

    func testSubscriptionsFromBeforeTheCheckAreNotBlamed() throws {
        let subject = PublishSubject<Int>()
        let earlier = subject.subscribe(onNext: { _ in })
        let check = LeakCheck()
        let kept = subject.asObservable() // no new resource: nothing to report
        XCTAssertNil(check.report(waitingUpTo: 0))
        XCTAssertTrue(check.subscriptionsLeft.isEmpty)
        earlier.dispose()
        _ = kept
    }

    func testAKeptObjectWithoutASubscriptionIsSaidToBeKept() throws {
        let check = LeakCheck()
        let kept = PublishSubject<Int>()
        let report = try XCTUnwrap(check.report(waitingUpTo: 0))
        XCTAssertTrue(report.contains("is being kept"), report)
        _ = kept
    }

    func testWithoutTrackingTheReportSaysHowToSeeMore() throws {
        Resources.isTracking = false
        let check = LeakCheck()
        let subject = PublishSubject<Int>()
        let leaked = subject.subscribe(onNext: { _ in })
        let report = try XCTUnwrap(check.report(waitingUpTo: 0))
        XCTAssertTrue(report.contains("Turn Resources.isTracking on"), report)
        leaked.dispose()
    }
}
