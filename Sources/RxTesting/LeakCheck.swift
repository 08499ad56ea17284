import Foundation
import Rx

/// A leak check: made at the start of a test, it records `Resources.total` and the live subscriptions; `report()`
/// at the end says what is left, or `nil` when nothing is. `RxTestCase` runs one around every test.
///
/// ```swift
/// let check = LeakCheck()
/// // … the code under test …
/// if let leak = check.report() { XCTFail(leak) }
/// // Rx resources leaked: 2 still alive. Subscriptions left running:
/// //   PublishSubject<Int> → map → subscribe(onNext:) at AppTests/SearchTests.swift:41
/// ```
///
/// Subscriptions are named only when they were made while `Resources.isTracking` was on.
public struct LeakCheck {
    private let resourcesAtStart: Int32
    private let subscriptionsAtStart: Set<Int>

    /// Records the live resources and subscriptions now.
    public init() {
        subscriptionsAtStart = Set(Resources.liveSubscriptions().map(\.id))
        resourcesAtStart = Resources.total
    }

    /// The subscriptions made since `init` that are still running.
    public var subscriptionsLeft: [LiveSubscription] {
        Resources.liveSubscriptions().filter { !subscriptionsAtStart.contains($0.id) }
    }

    /// `nil` when `Resources.total` is back to its value at `init` (waiting up to `timeout` for work queued on
    /// the main queue, or on other threads, to finish); otherwise what leaked: the count, and the subscriptions made
    /// since `init` that are still running, one per line with where each was made.
    public func report(waitingUpTo timeout: TimeInterval = 1) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Resources.total != resourcesAtStart, Date() < deadline {
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            } else {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        let extra = Resources.total - resourcesAtStart
        guard extra != 0 else { return nil }
        var report = "Rx resources leaked: \(extra) still alive."
        let left = subscriptionsLeft
        if !left.isEmpty {
            report += " Subscriptions left running:\n" + left.map { "  \($0)" }.joined(separator: "\n")
        } else if Resources.isTracking {
            report += " No subscription made since the start is still running: an observable, a subject or a"
            report += " disposable is being kept."
        } else {
            report += " Turn Resources.isTracking on to see which subscriptions were left."
        }
        return report
    }
}
