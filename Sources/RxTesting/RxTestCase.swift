import Foundation
import Rx
import XCTest

/// A test case that fails any test which leaves Rx resources alive, naming the subscriptions it left running.
///
/// Subclass it instead of `XCTestCase`; call `super.setUp()` and `super.tearDown()` when overriding. `setUp`
/// starts a `LeakCheck`; `tearDown` fails the test with its report. Work still queued on the main queue
/// (MainScheduler) or running on other threads gets up to five seconds to finish before the check (a test that
/// leaves nothing returns at once; a task that ends just after the test's last event took over a second under the
/// thread sanitizer on a loaded machine).
///
/// Each test runs with `Resources.isTracking` on (override `tracksSubscriptions` to turn that off), so a leak is
/// reported with what was left and where it was made:
///
///     Rx resources leaked: 3 still alive. Subscriptions left running:
///       PublishSubject<Int> → map → subscribe(onNext:) at AppTests/SearchTests.swift:41
open class RxTestCase: XCTestCase {
    private var leakCheck: LeakCheck?
    private var wasTracking = false

    /// Whether tests record their subscriptions (`Resources.isTracking`), to name them in a leak report. `true`
    /// by default; recording costs microseconds per subscription.
    open var tracksSubscriptions: Bool {
        true
    }

    /// Turns subscription tracking on and starts the leak check.
    override open func setUp() {
        super.setUp()
        wasTracking = Resources.isTracking
        if tracksSubscriptions {
            Resources.isTracking = true
        }
        leakCheck = LeakCheck()
    }

    /// Fails the test when the leak check reports a leak.
    override open func tearDown() {
        if let report = leakCheck?.report(waitingUpTo: 5) {
            XCTFail(report)
        }
        leakCheck = nil
        Resources.isTracking = wasTracking
        super.tearDown()
    }
}
