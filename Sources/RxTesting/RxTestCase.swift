import Foundation
import Rx
import XCTest

/// A test case that fails any test which leaves Rx resources alive: `setUp` records `Resources.total` and
/// `tearDown` asserts it is back to that value.
///
/// Subclass it instead of `XCTestCase`; call `super.setUp()` and `super.tearDown()` when overriding. Work still
/// queued on the main queue (MainScheduler) gets up to about a second to finish before the check.
open class RxTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    /// Records the live resource count.
    override open func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    /// Asserts the live resource count is back to the value recorded by `setUp`.
    override open func tearDown() {
        let expected = resourcesAtStart
        let deadline = Date().addingTimeInterval(1)
        while Resources.total != expected, Date() < deadline {
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            } else {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        XCTAssertEqual(Resources.total, expected, "Rx resources leaked: \(Resources.total - expected) still alive")
        super.tearDown()
    }
}
