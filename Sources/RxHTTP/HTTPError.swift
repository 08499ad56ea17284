import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong with an HTTP request made through `URLSession.rx`, as a typed value.
///
/// Use it to tell the user what happened and what to do (`description` is one sentence for that), and to decide
/// whether to retry (`isTransient`). Goes beyond RxCocoa, whose `RxCocoaURLError` only says "request failed".
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request never got a complete HTTP response: offline, refused, timed out, cancelled, cut off.
    case transport(TransportFailure)
    /// The server answered with a status outside 200..<300; `message` is what the server said, when it said something.
    case status(code: Int, message: String?)
    /// The server refused the request for now because of a rate limit.
    ///
    /// `resetAt` is when the limit resets (from `x-ratelimit-reset`), `retryAfter` how long to wait (from
    /// `retry-after`); either may be missing.
    case rateLimited(resetAt: Date?, retryAfter: TimeInterval?)
    /// The body could not be decoded; `path` is the coding path that failed (`items[3].full_name`), empty for the root.
    case decoding(path: String, reason: String)
    /// The response was not an HTTP response (a `file:` URL, for example).
    case nonHTTPResponse
    /// The whole answer did not arrive within `HTTPLimits.deadline` seconds; the request was cancelled.
    case deadlineExceeded(seconds: TimeInterval)
    /// The body is larger than `HTTPLimits.maximumBodySize` bytes (`limit`); the request was cancelled.
    ///
    /// `announced` is the size the server declared in `Content-Length` when that alone exceeded the limit (nothing
    /// of the body was read then); `nil` when the body was counted as it streamed in.
    case bodyTooLarge(limit: Int, announced: Int?)
    /// The server at `from` redirected to `to`, another origin; the redirect was refused, never followed, so
    /// credentials on the request cannot reach `to`.
    case crossOriginRedirect(from: HTTPOrigin, to: HTTPOrigin)
    /// Credentials (a token, an API key) would have gone over plain `http` to a host that is not loopback; nothing
    /// was sent.
    case insecureCredentials(origin: HTTPOrigin)
    /// The server sent its body encoded (`Content-Encoding`, such as `gzip`) although the request asked for
    /// `identity`; it was refused before the body was read, since a compressed body can expand far past
    /// `HTTPLimits.maximumBodySize` while it is decoded. `URLSession.rx` asks for `identity` unless the request
    /// sets its own `Accept-Encoding`.
    case unrequestedEncoding(String)

    /// One sentence a person can act on.
    public var description: String {
        description(now: Date())
    }

    /// The description, with its waits worded as `waits` says: counted from `now` ("in 41 s"), or as times of day
    /// for text that stays on screen (a `retryAfter` counted from `now`, which should then be when the answer came).
    public func description(now: Date, waits: WaitWording = .relative) -> String {
        switch self {
        case .transport(let failure):
            return failure.description
        case .status(let code, let message):
            let reason = HTTPError.reasonPhrases[code].map { " (\($0))" } ?? ""
            let said = HTTPError.endingSentence(message.map { ": \($0)" } ?? "")
            let advice =
                (500..<600).contains(code)
                ? " The server is having trouble; try again in a moment."
                : ""
            return "The server answered \(code)\(reason)\(said)\(advice)"
        case .rateLimited(let resetAt, let retryAfter):
            return "Rate limit reached; "
                + HTTPError.waitAdvice(resetAt: resetAt, retryAfter: retryAfter, now: now, waits: waits) + "."
        case .decoding(let path, let reason):
            let at = path.isEmpty ? "" : " at `\(path)`"
            return "The server's answer could not be read\(at): \(reason). The API may have changed; update the app."
        case .nonHTTPResponse:
            return "The answer was not a complete HTTP response (a redirect with nowhere to go, or a URL that is not "
                + "http or https); check the server URL you configured."
        case .deadlineExceeded(let seconds):
            return "The server did not finish answering within \(HTTPLimits.format(seconds: seconds)), so the request "
                + "was stopped; try again later, or raise the deadline if this server is known to be slow."
        case .bodyTooLarge(let limit, let announced):
            let said = announced.map { " (it announced \(HTTPLimits.format(bytes: $0)))" } ?? ""
            return "The server's answer is larger than the \(HTTPLimits.format(bytes: limit)) limit\(said), so reading "
                + "stopped; ask for less, or raise the size limit if such answers are expected."
        case .crossOriginRedirect(let from, let to):
            return "The server at \(from) redirected to \(to), another origin; the redirect was refused so that "
                + "credentials are never sent there. Check the server URL you configured."
        case .insecureCredentials(let origin):
            return "Refused to send credentials to \(origin) over plain http, where the network could read them; "
                + "use an https URL (plain http is allowed only for 127.0.0.1, ::1 and localhost)."
        case .unrequestedEncoding(let encoding):
            let shown = String(encoding.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.prefix(40))
            return "The server sent its answer compressed (\(shown)) though it was asked not to, so it was refused "
                + "unread: decompressed, it could have filled memory. Check the server URL you configured."
        }
    }

    /// `true` for failures that may go away by themselves (timeouts, lost connections, 5xx, 408): worth retrying.
    ///
    /// Never `true` for other 4xx statuses, rate limits, cancellation, decoding failures or the limits and refusals
    /// (`deadlineExceeded` included: a retry would multiply the time the user waits).
    public var isTransient: Bool {
        switch self {
        case .transport(let failure):
            return failure.isTransient
        case .status(let code, _):
            return code == 408 || (500..<600).contains(code)
        case .rateLimited, .decoding, .nonHTTPResponse, .deadlineExceeded, .bodyTooLarge, .crossOriginRedirect,
            .insecureCredentials, .unrequestedEncoding:
            return false
        }
    }

    /// Reason phrases for the statuses people meet, the same on every platform.
    static let reasonPhrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
        409: "Conflict", 410: "Gone", 422: "Unprocessable Content", 429: "Too Many Requests",
        500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]

    /// "resets at 14:02 (in 41 s)" / "try again in 30 s" / "try again now" / "try again later", for descriptions;
    /// with `waits: .timeOfDay`, "resets at 14:02:00" / "try again at 14:05:31" (`retryAfter` counted from `now`),
    /// and for a wait of a day or more the date too: "try again on 2026-12-03 at 14:05:31".
    public static func waitAdvice(
        resetAt: Date?, retryAfter: TimeInterval?, now: Date, waits: WaitWording = .relative
    ) -> String {
        if let retryAfter {
            // A wait of nothing (0, a date in the past) or no number at all is no wait.
            guard retryAfter > 0 else { return "try again now" }
            if waits == .timeOfDay, let moment = moment(now.addingTimeInterval(retryAfter), dated: retryAfter >= day) {
                return "try again \(moment)"
            }
            return "try again in \(formatSeconds(retryAfter))"
        }
        if let resetAt {
            let left = resetAt.timeIntervalSince(now)
            if !(left > 0) { return "the limit has already reset, so try again now" }
            if waits == .timeOfDay, let moment = moment(resetAt, dated: left >= day) {
                return "resets \(moment)"
            }
            // A time of day says nothing when the reset is a day or more away, and a date beyond the formatter's
            // range prints as nothing: the numbers come from a server.
            if left >= day { return "resets in more than a day" }
            if waits == .timeOfDay { return "try again later" }
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm"
            let clock = formatter.string(from: resetAt)
            if clock.isEmpty { return "try again later" }
            return "resets at \(clock) (in \(formatSeconds(left)))"
        }
        return "try again later"
    }

    /// `date` as a local time of day to the second, rounded up (a time to try again at is never early): "at
    /// 14:05:31", or with `dated`, "on 2026-12-03 at 14:05:31"; `nil` when the formatter has nothing to say, or the
    /// date is past the year 9999 (the numbers come from a server).
    private static func moment(_ date: Date, dated: Bool) -> String? {
        let seconds = date.timeIntervalSince1970.rounded(.up)
        guard seconds.isFinite, seconds < latestMoment else { return nil }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let clock = formatter.string(from: Date(timeIntervalSince1970: seconds))
        guard !clock.isEmpty else { return nil }
        guard dated else { return "at \(clock)" }
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        let day = formatter.string(from: Date(timeIntervalSince1970: seconds))
        return day.isEmpty ? nil : "on \(day) at \(clock)"
    }

    /// 10000-01-01T00:00:00Z, in seconds since 1970: later dates do not fit "yyyy-MM-dd".
    private static let latestMoment: TimeInterval = 253_402_300_800

    private static let day: TimeInterval = 24 * 3600

    private static func formatSeconds(_ seconds: TimeInterval) -> String {
        // The number comes from a server: NaN, infinities and 1e300 must not trap the conversion to Int.
        if seconds >= day { return "more than a day" }
        let bounded = seconds.isNaN ? 0 : max(seconds, 0)
        let whole = Int(bounded.rounded(.up))
        if whole < 120 { return "\(whole) s" }
        if whole < 2 * 3600 { return "\((whole + 59) / 60) min" }
        return "\((whole + 3599) / 3600) h"
    }
}

/// Why a request got no complete HTTP response.
public enum TransportFailure: Equatable, Sendable, CustomStringConvertible {
    /// The machine is not connected to a network.
    case offline
    /// The host name did not resolve.
    case hostNotFound
    /// Nothing accepted the connection (refused, host unreachable).
    case cannotConnect
    /// The request took too long.
    case timedOut
    /// The connection broke before the whole response arrived.
    case connectionLost
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed
    /// The request was cancelled (disposing the subscription does this; such errors are never delivered).
    case cancelled
    /// Any other `URLError`, with its code and text.
    case other(code: Int, message: String)

    /// Maps a `URLError` (or any error a data task reports) to a failure.
    public init(_ error: Error) {
        guard let urlError = error as? URLError else {
            let nsError = error as NSError
            self = .other(code: nsError.code, message: nsError.localizedDescription)
            return
        }
        switch urlError.code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            self = .offline
        case .cannotFindHost, .dnsLookupFailed:
            self = .hostNotFound
        case .cannotConnectToHost:
            self = .cannotConnect
        case .timedOut:
            self = .timedOut
        case .networkConnectionLost, .cannotParseResponse, .badServerResponse, .zeroByteResource,
            .cannotDecodeRawData, .cannotDecodeContentData:
            self = .connectionLost
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            self = .secureConnectionFailed
        case .cancelled:
            self = .cancelled
        case .unknown where urlError.localizedDescription.contains("transfer closed"):
            // FoundationNetworking reports curl's "partial file" (body shorter than Content-Length) as unknown.
            self = .connectionLost
        default:
            self = .other(code: urlError.errorCode, message: urlError.localizedDescription)
        }
    }

    /// One sentence a person can act on.
    public var description: String {
        switch self {
        case .offline: return "You are offline; check the network connection and try again."
        case .hostNotFound: return "The server's name could not be resolved; check the network or the server URL."
        case .cannotConnect: return "Could not connect to the server; it may be down, or the server URL may be wrong."
        case .timedOut: return "The server took too long to answer; try again."
        case .connectionLost: return "The connection broke before the answer arrived; try again."
        case .secureConnectionFailed:
            return "A secure connection could not be made; check the system clock and network."
        case .cancelled: return "The request was cancelled."
        case .other(let code, let message):
            var said = message.trimmingCharacters(in: .whitespacesAndNewlines)
            while said.hasSuffix(".") { said.removeLast() }
            // -1 is "unknown", which says nothing.
            let number = code == -1 ? "" : " (\(code))"
            return said.isEmpty ? "The request failed\(number)." : "The request failed\(number): \(said)."
        }
    }

    /// `true` when trying again later may succeed.
    public var isTransient: Bool {
        switch self {
        case .offline, .hostNotFound, .cannotConnect, .timedOut, .connectionLost: return true
        case .secureConnectionFailed, .cancelled, .other: return false
        }
    }
}
