import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// `true` for a zero interval (`.never` is never now).
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }

    /// What is left of this interval once the time from `earlierDate` to `laterDate` has passed, in the interval's
    /// own unit (rounded to the nearest unit, never negative). Time operators use it to shorten a wait by the time
    /// already spent, so they stay exact on virtual-time schedulers.
    func remaining(after earlierDate: Date, until laterDate: Date) -> DispatchTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func left(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let rest = Double(value) - elapsed * unitsPerSecond
            guard rest > 0 else { return 0 }
            // `Double(Int.max)` is 2^63, one more than `Int.max`: anything from there on saturates.
            guard rest < Double(Int.max) else { return .max }
            // Rounded half away from zero without a call to libm's `round`: the whole part, plus one when the
            // fraction (exact: a double minus its whole part is representable) is at least a half.
            let whole = Int(rest)
            return rest - Double(whole) >= 0.5 ? whole + 1 : whole
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, 1))
        case .milliseconds(let value): return .milliseconds(left(value, 1_000))
        case .microseconds(let value): return .microseconds(left(value, 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }
}
