import Foundation
import RxHTTP

/// What went wrong finding a place or its weather, beyond plain HTTP failures (those arrive as `HTTPError`).
///
/// Show `description` to the user; `WeatherError.message(for:)` gives a sentence for any error.
public enum WeatherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No place with this name was found.
    case cityNotFound(String)
    /// OpenWeatherMap refused the API key (401).
    case invalidAPIKey
    /// The query was empty after trimming spaces.
    case emptyQuery
    /// A number in a service's answer is not finite or outside what is possible (a temperature of 9.3e17 °C, a
    /// latitude of 9.3e16); the answer is not used.
    case implausibleValue(name: String, value: Double, plausible: ClosedRange<Double>)
    /// An endpoint variable (`OPEN_METEO_GEOCODING_URL`, `OPEN_METEO_FORECAST_URL`, `OPENWEATHER_API_URL`) is set
    /// to something that is not an http(s) URL with a host; `problem` says what is wrong with `value`. No request is
    /// sent: not to the value, and not to the public service the variable would replace.
    case invalidEndpoint(variable: String, value: String, problem: String)
    /// The service answered 429 (too many requests) or 503 (unavailable) with a `Retry-After` header: it asked to
    /// wait `retryAfter` seconds from when the answer came. `reason` is what it said besides (Open-Meteo's JSON
    /// `reason`, OpenWeatherMap's `message`), when it said something.
    case retryLater(status: Int, retryAfter: TimeInterval, reason: String?)

    /// One sentence a person can act on, its waits counted from now (for text read once).
    public var description: String {
        description(now: Date())
    }

    /// The description, with its waits worded as `waits` says: counted from `now` ("try again in 30 s"), or, for
    /// text that stays on screen, as times of day ("try again at 14:05:31"; a `retryAfter` counted from `now`, which
    /// should then be when the failure came).
    public func description(now: Date, waits: WaitWording = .relative) -> String {
        switch self {
        case .cityNotFound(let name):
            return "No place called \"\(name)\" was found; check the spelling or try a nearby city."
        case .invalidAPIKey:
            return "OpenWeatherMap rejected the API key; check OPENWEATHER_API_KEY, or unset it to use Open-Meteo."
        case .emptyQuery:
            return "Type a city name first."
        case .implausibleValue(let name, let value, let plausible):
            return "The weather service sent an impossible \(name): \(value) (a real one is between "
                + "\(plausible.lowerBound) and \(plausible.upperBound)), so its answer was not used; "
                + "try again later, or another place."
        case .invalidEndpoint(let variable, let value, let problem):
            let example = WeatherConfiguration.defaultURLs[variable].map { " such as \($0.absoluteString)" } ?? ""
            return "\(variable) is \"\(value)\", which \(problem); set it to an http(s) URL\(example), "
                + "or unset it to use the public service."
        case .retryLater(let status, let retryAfter, let reason):
            // The header's wait comes first, worded as the app words waits; the server's own words follow it,
            // without their advice on when to try again ("in one minute": it would contradict the app's wait, and
            // go stale on screen).
            let wait =
                status == 429
                ? HTTPError.rateLimited(resetAt: nil, retryAfter: retryAfter).description(now: now, waits: waits)
                : "The server answered \(status)\(status == 503 ? " (Service Unavailable)" : ""); "
                    + HTTPError.waitAdvice(resetAt: nil, retryAfter: retryAfter, now: now, waits: waits) + "."
            return wait + (reason.flatMap(ServerWords.withoutRetryAdvice).map { " The server said: " + $0 } ?? "")
        }
    }

    /// The sentence to show for any error a weather or geocoding service delivered, its waits counted from now
    /// ("try again in 30 s"): for text read once (standard error).
    ///
    /// - Parameter error: The error.
    /// - Returns: `WeatherError`'s or `HTTPError`'s description, or a generic sentence naming the error.
    public static func message(for error: Error) -> String {
        message(for: error, now: Date())
    }

    /// The sentence to show for any error a weather or geocoding service delivered, its waits worded as `waits` says:
    /// counted from `now`, or, for text that stays on screen, as times of day ("try again at 14:05:31"; a wait the
    /// server gave as a duration counted from `now`, which should then be when the failure came).
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - now: When the failure came (on the scheduler of the screen that shows it, so tests can use virtual time).
    ///   - waits: `.timeOfDay` for text that stays on screen, `.relative` for text read once.
    /// - Returns: `WeatherError`'s or `HTTPError`'s description, or a generic sentence naming the error.
    public static func message(for error: Error, now: Date, waits: WaitWording = .relative) -> String {
        switch error {
        case let error as WeatherError: return error.description(now: now, waits: waits)
        case let error as HTTPError: return error.description(now: now, waits: waits)
        case let error as CustomStringConvertible: return "Something went wrong: \(error.description)"
        default: return "Something went wrong: \(error)"
        }
    }
}
