import Foundation
import RxHTTP

/// What a server said besides its status, as `WeatherError.retryLater` quotes it after the wait the app counted.
enum ServerWords {
    /// `words` without the sentences that advise when to try again ("Please try again in one minute.", "Retry after
    /// 60 seconds."), one sentence a person can read; `nil` when nothing else is left.
    ///
    /// The app says the wait itself (from `Retry-After`, as a time of day on screen): the server's own advice would
    /// contradict it, and a relative one ("in one minute") goes stale while it is shown.
    static func withoutRetryAdvice(_ words: String) -> String? {
        let kept = sentences(in: words).filter { !advisesRetry($0) }
        return kept.isEmpty ? nil : sentence(kept.joined(separator: " "))
    }

    /// A server's words as one sentence: trimmed, at most 200 characters ("…" marking a cut), ending in a stop.
    private static func sentence(_ words: String) -> String {
        HTTPError.endingSentence(shortened(words))
    }

    /// A server's words trimmed and cut to 200 characters ("…" marking a cut), as `HTTPError.serverMessage` cuts a
    /// message: they are quoted inside a sentence that ends with advice, which a long quote must not push out of
    /// what a screen or a log line shows.
    static func shortened(_ words: String) -> String {
        let trimmed = words.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > 200 ? String(trimmed.prefix(200)) + "…" : trimmed
    }

    /// The sentences of `words`, trimmed: each ends at a ".", "!" or "?" followed by a space or the end ("v1.2" and
    /// "open-meteo.com" stay whole).
    private static func sentences(in words: String) -> [String] {
        var found: [String] = []
        var current = ""
        var previous: Character?
        for character in words {
            if character.isWhitespace, let stop = previous, stop == "." || stop == "!" || stop == "?" {
                found.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        found.append(current)
        return found.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Whether `sentence` says when or how long to wait before trying again.
    private static func advisesRetry(_ sentence: String) -> Bool {
        let lowered = sentence.lowercased()
        if lowered.contains("try again") || lowered.contains("retry") { return true }
        return lowered.split(whereSeparator: { !$0.isLetter }).contains { $0 == "wait" || $0 == "waiting" }
    }
}
