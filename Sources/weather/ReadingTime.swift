import Foundation

/// When a reading was taken, as the detail says it: a clock time in the user's time zone, which stays true however
/// long it is on screen ("Reading from 14:05", never "5 min ago"), with its date when it is not from today.
enum ReadingTime {
    /// "Reading from 14:05" for a reading `time` from the day of `now` in `timeZone`, else
    /// "Reading from 2025-06-01 14:05".
    static func text(_ time: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: time)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard !calendar.isDate(time, inSameDayAs: now) else { return "Reading from \(clock)" }
        return String(format: "Reading from %04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + clock
    }
}
