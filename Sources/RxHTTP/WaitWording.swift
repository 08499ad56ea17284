/// How a description words a wait: counted from now, or as the time of day it ends.
///
/// Use `.relative` for text read at once and not again (a line on standard error), `.timeOfDay` for text that stays
/// on screen, where a count goes stale ("try again in 30 s" is still said a minute later). Goes beyond RxCocoa,
/// which has no rate-limit errors.
public enum WaitWording: Equatable, Sendable {
    /// "try again in 30 s", "resets at 14:02 (in 41 s)": counted from the `now` given.
    case relative
    /// "try again at 14:05:31", "resets at 14:02:00": the local time of day, to the second (rounded up: never
    /// early). A `retryAfter` is counted from the `now` given, which should be when the answer came.
    case timeOfDay
}
