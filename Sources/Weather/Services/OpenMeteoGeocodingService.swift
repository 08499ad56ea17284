import Foundation
import Rx
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Forward geocoding with Open-Meteo's free geocoding API (no key): `GET /v1/search?name=…&count=…`.
///
/// Use it for the live app; point `endpoint` at a stub server in tests.
public final class OpenMeteoGeocodingService: GeocodingService {
    /// The search endpoint requests go to.
    public let endpoint: URL
    private let session: URLSession
    private let timeout: TimeInterval
    private let limits: HTTPLimits

    /// Makes the service.
    ///
    /// - Parameters:
    ///   - endpoint: The search endpoint (default: Open-Meteo's, or `OPEN_METEO_GEOCODING_URL` via
    ///     `WeatherConfiguration.fromEnvironment()`).
    ///   - session: The URL session to use.
    ///   - timeout: Seconds of silence before a request fails with `HTTPError.transport(.timedOut)`.
    ///   - limits: Each request's total deadline and body cap (`HTTPError.deadlineExceeded`, `.bodyTooLarge`).
    public init(
        endpoint: URL = WeatherConfiguration.defaultGeocodingURL, session: URLSession = .shared,
        timeout: TimeInterval = 15, limits: HTTPLimits = .default
    ) {
        self.endpoint = endpoint
        self.session = session
        self.timeout = timeout
        self.limits = limits
    }

    /// Places matching `query` (one request per subscription; an empty query answers `[]` without a request).
    ///
    /// - Parameters:
    ///   - query: The name to look for.
    ///   - count: The most places to return (1–100, Open-Meteo's limit).
    /// - Returns: The places, best match first; `WeatherError.implausibleValue` when a place's coordinates are not
    ///   finite or not on Earth.
    public func search(_ query: String, count: Int) -> Single<[Location]> {
        let name = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .just([]) }
        let url = JSONRequest.url(
            endpoint,
            query: [
                URLQueryItem(name: "name", value: name),
                URLQueryItem(name: "count", value: String(min(max(count, 1), 100))),
                URLQueryItem(name: "language", value: "en"),
                URLQueryItem(name: "format", value: "json"),
            ])
        return JSONRequest.get(
            GeocodingResponse.self, url: url, session: session, timeout: timeout, limits: limits,
            statusError: JSONRequest.openMeteoError
        )
        .map { response in try (response.results ?? []).map { try Plausible.location($0.location) } }
    }
}

/// Open-Meteo's geocoding answer; `results` is absent when nothing matched.
private struct GeocodingResponse: Decodable {
    let results: [Place]?

    struct Place: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let country: String?
        let countryCode: String?
        let admin1: String?
        let timezone: String?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, country, admin1, timezone
            case countryCode = "country_code"
        }

        var location: Location {
            Location(
                name: name, country: country, countryCode: countryCode, adminArea: admin1,
                latitude: latitude, longitude: longitude, timezone: timezone)
        }
    }
}
