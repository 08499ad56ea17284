import Foundation
import Rx
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Current weather from OpenWeatherMap (`GET /data/2.5/weather?q=…&appid=…&units=…`), reading `name` and
/// `main.temp` as the seed app does. Needs an API key; the app uses it when `OPENWEATHER_API_KEY` is set.
///
/// The key travels only in the request URL; it is never part of an error, a description or a mirror (`dump`).
/// Like every credential it goes only to the endpoint's origin: never over plain `http` except to a loopback host
/// (`HTTPError.insecureCredentials`, before any request), and a redirect to another origin is refused
/// (`HTTPError.crossOriginRedirect`), so the key is not repeated there.
public final class OpenWeatherMapService: WeatherService {
    /// The current-weather endpoint requests go to.
    public let endpoint: URL
    private let apiKey: APIKey
    private let session: URLSession
    private let timeout: TimeInterval
    private let limits: HTTPLimits

    /// Makes the service.
    ///
    /// - Parameters:
    ///   - apiKey: The OpenWeatherMap API key.
    ///   - endpoint: The current-weather endpoint (default: OpenWeatherMap's).
    ///   - session: The URL session to use.
    ///   - timeout: Seconds of silence before a request fails with `HTTPError.transport(.timedOut)`.
    ///   - limits: Each request's total deadline and body cap (`HTTPError.deadlineExceeded`, `.bodyTooLarge`).
    public init(
        apiKey: String, endpoint: URL = WeatherConfiguration.defaultOpenWeatherURL, session: URLSession = .shared,
        timeout: TimeInterval = 15, limits: HTTPLimits = .default
    ) {
        self.apiKey = APIKey(apiKey)
        self.endpoint = endpoint
        self.session = session
        self.timeout = timeout
        self.limits = limits
    }

    /// The weather now at `location`, asked for by coordinates.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - units: Metric (°C) or imperial (°F).
    /// - Returns: One report named after `location`.
    public func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        request(
            [
                URLQueryItem(name: "lat", value: String(location.latitude)),
                URLQueryItem(name: "lon", value: String(location.longitude)),
            ], units: units, notFound: location.name
        )
        .map { weather in
            var weather = weather
            weather.placeName = location.name
            weather.location = location
            return weather
        }
    }

    /// The weather now in the city OpenWeatherMap finds for `city` ("Berlin", "Paris,FR").
    ///
    /// - Parameters:
    ///   - city: The city's name.
    ///   - units: Metric (°C) or imperial (°F).
    /// - Returns: One report named as OpenWeatherMap names the city, or `WeatherError.cityNotFound` (404).
    public func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        let name = city.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(WeatherError.emptyQuery) }
        return request([URLQueryItem(name: "q", value: name)], units: units, notFound: name)
    }

    private func request(_ place: [URLQueryItem], units: Units, notFound: String) -> Single<CurrentWeather> {
        let origin = HTTPOrigin(endpoint)
        guard origin.acceptsCredentials else { return .error(HTTPError.insecureCredentials(origin: origin)) }
        let url = JSONRequest.url(
            endpoint,
            query: place + [
                URLQueryItem(name: "appid", value: apiKey.value),
                URLQueryItem(name: "units", value: units.rawValue),
            ])
        return JSONRequest.get(
            OpenWeatherResponse.self, url: url, session: session, timeout: timeout, limits: limits,
            statusError: { response, data in
                switch response.statusCode {
                case 401: return WeatherError.invalidAPIKey
                case 404: return WeatherError.cityNotFound(notFound)
                // A 503 with `Retry-After` says the header's wait, as Open-Meteo's does; OpenWeatherMap's JSON
                // `message` follows it. A 429 is `HTTPError.rateLimited`, with the header's wait too.
                case 503: return JSONRequest.retryLater(response, reason: HTTPError.serverMessage(in: data))
                default: return nil
                }
            }
        )
        .map { response in
            let condition = response.weather?.first
            let code = try condition?.id.map {
                try Plausible.check($0, "weather id", in: Plausible.openWeatherConditionID)
            }
            let temperature = try Plausible.temperature(response.main.temp, "main.temp", units: units)
            var weather = CurrentWeather(
                placeName: response.name, temperature: temperature,
                conditionCode: code, conditionDescription: condition?.description,
                source: "OpenWeatherMap")
            weather.feelsLike = try response.main.feelsLike.map {
                try Plausible.temperature($0, "main.feels_like", units: units)
            }
            weather.humidity = try response.main.humidity.map {
                try Plausible.check($0, "main.humidity", in: Plausible.humidity)
            }
            let windUnit = units == .imperial ? "mph" : "m/s"
            weather.windSpeed = try response.wind?.speed.map { try Plausible.wind($0, "wind.speed", unit: windUnit) }
            weather.windSpeedUnit = weather.windSpeed == nil ? "" : windUnit
            weather.readingTime = try response.dt.map { try Plausible.time($0, "dt") }
            return weather
        }
    }
}

/// The part of OpenWeatherMap's current-weather answer the app reads.
private struct OpenWeatherResponse: Decodable {
    let name: String
    let main: Main
    let weather: [Condition]?
    let wind: Wind?
    /// When the values were calculated, in Unix time.
    let dt: Double?

    struct Main: Decodable {
        let temp: Double
        let feelsLike: Double?
        let humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp
            case feelsLike = "feels_like"
            case humidity
        }
    }

    struct Wind: Decodable {
        let speed: Double?
    }

    struct Condition: Decodable {
        let id: Int?
        let description: String?
    }
}
