import Foundation
import RxHTTP

extension HTTPError {
    /// A rate limit that asks to wait 30 s (`Retry-After: 30`).
    static let slowDown = HTTPError.rateLimited(resetAt: nil, retryAfter: 30)
}

/// What the screen says for `HTTPError.slowDown` that came at `failedAt`: "Rate limit reached; try again at
/// 12:00:31." (30 s later, as a time of day).
func slowDownAdvice(failedAt: Date) -> String {
    "Rate limit reached; try again at \(timeOfDay(failedAt.addingTimeInterval(30)))."
}

/// `date` as the screen says a moment to try again at: the local time of day, rounded up to the second (never
/// early), as `HTTPError.description(now:waits: .timeOfDay)` words it; in `timeZone` for an app run with `TZ` set.
func timeOfDay(_ date: Date, timeZone: TimeZone = .current) -> String {
    let formatter = DateFormatter()
    formatter.timeZone = timeZone
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.up)))
}
