import Foundation

/// A virtual-time scheduler whose clock is a `Date`: work runs in due-time order when `start()` or
/// `advanceTo(_:)` is called, without waiting for real time to pass.
///
/// Use it to replay recorded data or run time-based operators instantly at realistic dates.
// Sendable: state guarded by the base class's `lock`.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// A scheduler whose clock starts at `initialClock` (by default, the 1970 epoch).
    ///
    /// - Parameter initialClock: The virtual time before any work runs.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
