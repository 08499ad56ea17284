import Foundation
import RxHTTP

/// Where the live services send their requests, and the OpenWeatherMap key if there is one.
///
/// `WeatherConfiguration.fromEnvironment()` reads the overrides tests and users set; each URL is the endpoint
/// (scheme, host, path) that the query is appended to. The key never appears in `description`, `debugDescription`,
/// mirrors or `dump`.
public struct WeatherConfiguration: Sendable, Equatable {
    /// Open-Meteo's geocoding search endpoint.
    public static let defaultGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")!
    /// Open-Meteo's forecast endpoint.
    public static let defaultForecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")!
    /// OpenWeatherMap's current weather endpoint.
    public static let defaultOpenWeatherURL = URL(string: "https://api.openweathermap.org/data/2.5/weather")!

    /// The geocoding endpoint (env `OPEN_METEO_GEOCODING_URL`).
    public var geocodingURL: URL
    /// The forecast endpoint (env `OPEN_METEO_FORECAST_URL`).
    public var forecastURL: URL
    /// The OpenWeatherMap endpoint (env `OPENWEATHER_API_URL`).
    public var openWeatherURL: URL
    /// The OpenWeatherMap API key (env `OPENWEATHER_API_KEY`); when set, weather comes from OpenWeatherMap.
    public var openWeatherAPIKey: String?
    /// Each request's total deadline and body cap (30 s and 5 MB by default); see `HTTPLimits`.
    public var limits: HTTPLimits

    /// Makes a configuration; every argument defaults to the public services and no key.
    ///
    /// - Parameters:
    ///   - geocodingURL: The geocoding endpoint.
    ///   - forecastURL: The forecast endpoint.
    ///   - openWeatherURL: The OpenWeatherMap endpoint.
    ///   - openWeatherAPIKey: The OpenWeatherMap key, or `nil` to use Open-Meteo.
    ///   - limits: Each request's deadline and body cap.
    public init(
        geocodingURL: URL = defaultGeocodingURL, forecastURL: URL = defaultForecastURL,
        openWeatherURL: URL = defaultOpenWeatherURL, openWeatherAPIKey: String? = nil, limits: HTTPLimits = .default
    ) {
        self.geocodingURL = geocodingURL
        self.forecastURL = forecastURL
        self.openWeatherURL = openWeatherURL
        self.openWeatherAPIKey = openWeatherAPIKey
        self.limits = limits
    }

    /// Each endpoint variable's default: the public service it replaces.
    public static let defaultURLs = [
        "OPEN_METEO_GEOCODING_URL": defaultGeocodingURL, "OPEN_METEO_FORECAST_URL": defaultForecastURL,
        "OPENWEATHER_API_URL": defaultOpenWeatherURL,
    ]

    /// The configuration the environment asks for: each URL variable's value where set, the default where unset
    /// (or empty).
    ///
    /// A value that is not an http(s) URL with a host (`127.0.0.1:8080/v1/search` without its scheme, `htp://…`,
    /// `http:/host`) is an error, never a reason to fall back to the public service: a user who meant a local server
    /// must not reach the internet instead.
    ///
    /// - Parameter environment: The variables to read (the process's by default).
    /// - Returns: The configuration.
    /// - Throws: `WeatherError.invalidEndpoint` for the first malformed variable (geocoding, forecast, OpenWeatherMap).
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WeatherError) -> WeatherConfiguration {
        func url(_ name: String, _ fallback: URL) throws(WeatherError) -> URL {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
                return fallback
            }
            if let problem = problem(with: text) {
                throw .invalidEndpoint(variable: name, value: text, problem: problem)
            }
            return (try? URL.httpEndpoint(text).get()) ?? fallback
        }
        let key = environment["OPENWEATHER_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return WeatherConfiguration(
            geocodingURL: try url("OPEN_METEO_GEOCODING_URL", defaultGeocodingURL),
            forecastURL: try url("OPEN_METEO_FORECAST_URL", defaultForecastURL),
            openWeatherURL: try url("OPENWEATHER_API_URL", defaultOpenWeatherURL),
            openWeatherAPIKey: key?.isEmpty == false ? key : nil)
    }

    /// What keeps `text` from being an endpoint ("has no scheme"), or `nil` when it is an http(s) URL with a host.
    static func problem(with text: String) -> String? {
        let noScheme = "has no scheme (it must start with http:// or https://)"
        // "127.0.0.1:8080/v1/search" or "localhost:8080": a host and port, whatever URL makes of it.
        if !text.contains("://"), text.range(of: #"^[A-Za-z0-9.-]+:[0-9]+(/|$)"#, options: .regularExpression) != nil {
            return noScheme
        }
        guard URL(string: text) != nil else { return "is not a URL" }
        if case .failure(let problem) = URL.httpEndpoint(text) { return problem.description }
        return nil
    }
}

extension WeatherConfiguration: CustomStringConvertible {
    /// The endpoints, with the API key shown only as set or not set (never its value).
    public var description: String {
        "geocoding \(geocodingURL.absoluteString), forecast \(forecastURL.absoluteString), "
            + "OpenWeatherMap \(openWeatherURL.absoluteString) (key \(openWeatherAPIKey == nil ? "not set" : "set"))"
    }
}

extension WeatherConfiguration: CustomDebugStringConvertible, CustomReflectable {
    /// The same as `description`: the key shown only as set or not set.
    public var debugDescription: String { description }

    /// The endpoints and limits as they are, the key as `<redacted>` (or `nil`), so `dump` shows nothing secret.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "geocodingURL": geocodingURL, "forecastURL": forecastURL, "openWeatherURL": openWeatherURL,
                "openWeatherAPIKey": openWeatherAPIKey.map { _ in APIKey("") } as Any, "limits": limits,
            ], displayStyle: .struct)
    }
}
