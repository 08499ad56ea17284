import Foundation
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything a `GitHubAPI` call can fail with, each with a one-line `description` saying what to do.
///
/// Show `description` to the user; switch on the case to decide what the app does (for example, keep the old
/// results on `.rateLimited`, clear them on `.noSuchUser`).
public enum GitHubAPIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The query is empty (GitHub would answer 422).
    case emptyQuery
    /// The query is longer than GitHub accepts (256 characters); rejected before any request.
    case queryTooLong(length: Int)
    /// GitHub rejected the query (422) and said why.
    case invalidQuery(message: String)
    /// The rate limit is used up until `resetAt`, or GitHub asked to wait `retryAfter` seconds (secondary limit).
    ///
    /// `authenticated` tells whether a token was sent, so the advice can suggest setting one.
    case rateLimited(resetAt: Date?, retryAfter: TimeInterval?, authenticated: Bool)
    /// The user (or organization) does not exist.
    case noSuchUser(String)
    /// GitHub rejected `GITHUB_TOKEN` (401).
    case badCredentials(message: String?)
    /// GitHub failed (5xx).
    case serverError(status: Int, message: String?)
    /// GitHub failed (5xx) and said how long to wait (`Retry-After`, in seconds): told with that wait, and not
    /// retried at once.
    case serverBusy(status: Int, retryAfter: TimeInterval)
    /// Any other status GitHub answered with.
    case unexpectedStatus(code: Int, message: String?)
    /// The request got no complete answer (offline, refused, timed out, cut off).
    case network(TransportFailure)
    /// The answer was not what the GitHub API returns; `path` names the field that failed.
    case malformedResponse(path: String, reason: String)
    /// A next-page URL that does not belong to this API (refused, so the token is never sent elsewhere).
    case foreignPageURL(URL)
    /// The server answered with a redirect to another origin; it was refused, never followed, so the token cannot
    /// reach `to`.
    case foreignRedirect(from: HTTPOrigin, to: HTTPOrigin)
    /// `GITHUB_TOKEN` would have gone over plain `http` to a host that is not loopback; nothing was sent.
    case insecureTokenTransport(HTTPOrigin)
    /// The whole answer did not arrive within the configured deadline (`GitHubConfiguration.limits`).
    case deadlineExceeded(seconds: TimeInterval)
    /// The answer was larger than the configured cap; `announced` is its `Content-Length` when that was too large.
    case responseTooLarge(limit: Int, announced: Int?)
    /// The configuration is unusable (for example `GITHUB_API_URL` is not an http(s) URL).
    case invalidConfiguration(String)

    /// One sentence a person can act on.
    public var description: String {
        description(now: Date())
    }

    /// The description, with its waits worded as `waits` says: counted from `now`, for text read once (standard
    /// error), or as times of day, for text that stays on screen (a `retryAfter` counted from `now`, which should
    /// then be when the answer came).
    public func description(now: Date, waits: WaitWording = .relative) -> String {
        switch self {
        case .emptyQuery:
            return "Type something to search for."
        case .queryTooLong(let length):
            return
                "The search is \(length) characters long; GitHub accepts at most \(SearchLimits.maximumQueryLength). Shorten it."
        case .invalidQuery(let message):
            // A message that ends its own sentence gets no second stop, as in `HTTPError.status`.
            return "GitHub cannot run this search: \(HTTPError.endingSentence(message)) Change the query and try again."
        case .rateLimited(let resetAt, let retryAfter, let authenticated):
            let wait = HTTPError.waitAdvice(resetAt: resetAt, retryAfter: retryAfter, now: now, waits: waits)
            if retryAfter != nil {
                return "GitHub asked to slow down; \(wait)."
            }
            let advice = authenticated ? "" : " Set GITHUB_TOKEN for 30 searches a minute."
            return "GitHub rate limit reached; \(wait).\(advice)"
        case .noSuchUser(let login):
            return "There is no GitHub user or organization named \u{201C}\(login)\u{201D}; check the spelling."
        case .badCredentials:
            return "GitHub rejected GITHUB_TOKEN (bad credentials); fix the token or unset it."
        case .serverError(let status, _):
            return "GitHub is having trouble (\(status)); try again in a moment."
        case .serverBusy(let status, let retryAfter):
            return "GitHub is having trouble (\(status)); "
                + HTTPError.waitAdvice(resetAt: nil, retryAfter: retryAfter, now: now, waits: waits) + "."
        case .unexpectedStatus(let code, let message):
            let said = HTTPError.endingSentence(message.map { ": \($0)" } ?? "")
            return "GitHub answered \(code)\(said) Try again; if it persists, the app may need an update."
        case .network(let failure):
            return failure.description
        case .malformedResponse(let path, let reason):
            let at = path.isEmpty ? "" : " at `\(path)`"
            return "GitHub's answer could not be read\(at) (\(reason)); try again, or update the app."
        case .foreignPageURL(let url):
            return "Refused to follow a next-page link to \(Self.place(of: url)), which is outside the GitHub API."
        case .foreignRedirect(let from, let to):
            return "The API at \(from) redirected to \(to), which is not the configured GitHub API; the redirect was "
                + "refused so that GITHUB_TOKEN is never sent there. Check GITHUB_API_URL (or --api)."
        case .insecureTokenTransport(let origin):
            return "Refused to send GITHUB_TOKEN to \(origin) over plain http, where the network could read it; use an "
                + "https API URL (plain http is allowed only for 127.0.0.1, ::1 and localhost) or unset GITHUB_TOKEN."
        case .deadlineExceeded(let seconds):
            return "GitHub did not finish answering within \(HTTPLimits.format(seconds: seconds)), so the request was "
                + "stopped; try again later."
        case .responseTooLarge(let limit, let announced):
            let said = announced.map { " (it announced \(HTTPLimits.format(bytes: $0)))" } ?? ""
            return "The answer is larger than the \(HTTPLimits.format(bytes: limit)) limit\(said), so reading stopped; "
                + "this is not what the GitHub API sends. Check GITHUB_API_URL (or --api)."
        case .invalidConfiguration(let problem):
            return "\(problem)"
        }
    }

    /// Where `url` leads, for a message: its origin (scheme, host and port, so another port of the API's host is
    /// told apart) and path, without query or user info (`http://127.0.0.1:1/search/repositories`); the path is cut
    /// at 80 characters. A URL without a host is shown whole, cut the same way.
    static func place(of url: URL) -> String {
        func cut(_ text: String) -> String {
            text.count > 80 ? text.prefix(80) + "…" : text
        }
        guard let host = url.host, !host.isEmpty else { return cut(url.absoluteString) }
        let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? ""
        return "\(HTTPOrigin(url))\(cut(path))"
    }

    /// Maps a failure of `URLSession.rx` (or any other error) to a GitHub error.
    ///
    /// - Parameters:
    ///   - error: What the request failed with.
    ///   - authenticated: Whether a token was sent.
    ///   - user: The login asked for, when the request was a user listing (a 404 then means no such user).
    init(_ error: Error, authenticated: Bool, user: String? = nil) {
        if let error = error as? GitHubAPIError {
            self = error
            return
        }
        guard let error = error as? HTTPError else {
            self = .network(TransportFailure(error))
            return
        }
        switch error {
        case .transport(let failure):
            self = .network(failure)
        case .rateLimited(let resetAt, let retryAfter):
            self = .rateLimited(resetAt: resetAt, retryAfter: retryAfter, authenticated: authenticated)
        case .decoding(let path, let reason):
            self = .malformedResponse(path: path, reason: reason)
        case .nonHTTPResponse:
            self = .malformedResponse(path: "", reason: "not an HTTP response")
        case .deadlineExceeded(let seconds):
            self = .deadlineExceeded(seconds: seconds)
        case .bodyTooLarge(let limit, let announced):
            self = .responseTooLarge(limit: limit, announced: announced)
        case .crossOriginRedirect(let from, let to):
            self = .foreignRedirect(from: from, to: to)
        case .insecureCredentials(let origin):
            self = .insecureTokenTransport(origin)
        case .unrequestedEncoding(let encoding):
            self = .malformedResponse(path: "", reason: "compressed (\(encoding)) though it was asked not to be")
        case .status(let code, let message):
            switch code {
            case 401: self = .badCredentials(message: message)
            case 403 where message?.localizedCaseInsensitiveContains("rate limit") ?? false:
                // A secondary rate limit may come without `retry-after` or `x-ratelimit-*`; GitHub's advice for
                // that case is to wait at least a minute.
                self = .rateLimited(resetAt: nil, retryAfter: 60, authenticated: authenticated)
            case 404 where user != nil: self = .noSuchUser(user ?? "")
            case 422: self = .invalidQuery(message: message ?? "Validation Failed")
            case 500..<600: self = .serverError(status: code, message: message)
            default: self = .unexpectedStatus(code: code, message: message)
            }
        }
    }
}

extension GitHubAPIError {
    /// A 5xx answer whose `Retry-After` header gives a wait, as `.serverBusy`; `nil` for any other answer (a 5xx
    /// without a readable header is `.serverError`, retried as transient).
    ///
    /// - Parameters:
    ///   - response: The response.
    ///   - now: The time to count a `Retry-After` HTTP date from.
    static func serverBusy(_ response: HTTPURLResponse, now: Date = Date()) -> GitHubAPIError? {
        let code = response.statusCode
        guard (500..<600).contains(code),
            let retryAfter = response.value(forHTTPHeaderField: "Retry-After")
                .flatMap({ HTTPError.parseRetryAfter($0, now: now) })
        else { return nil }
        return .serverBusy(status: code, retryAfter: retryAfter)
    }
}

extension GitHubAPIError: TransientFailure {
    /// `true` for network failures that may pass and for GitHub's 5xx; never for a 5xx that said how long to wait
    /// (`serverBusy`), rate limits or other 4xx.
    public var isTransient: Bool {
        switch self {
        case .network(let failure): return failure.isTransient
        case .serverError: return true
        default: return false
        }
    }
}
