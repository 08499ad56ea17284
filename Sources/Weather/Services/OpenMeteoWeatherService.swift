import Foundation
import Rx
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Current weather from Open-Meteo's free forecast API (no key):
/// `GET /v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code,apparent_temperature,
/// relative_humidity_2m,wind_speed_10m&timeformat=unixtime&temperature_unit=…&wind_speed_unit=…` (the last three
/// `current` fields, and its `time`, are optional in the answer).
///
/// Weather by city name geocodes first with the given `GeocodingService` and takes the best match.
public final class OpenMeteoWeatherService: WeatherService {
    /// The forecast endpoint requests go to.
    public let endpoint: URL
    private let geocoder: GeocodingService
    private let session: URLSession
    private let timeout: TimeInterval
    private let limits: HTTPLimits

    /// Makes the service.
    ///
    /// - Parameters:
    ///   - endpoint: The forecast endpoint (default: Open-Meteo's).
    ///   - geocoder: Finds the place for `currentWeather(city:units:)`.
    ///   - session: The URL session to use.
    ///   - timeout: Seconds of silence before a request fails with `HTTPError.transport(.timedOut)`.
    ///   - limits: Each request's total deadline and body cap (`HTTPError.deadlineExceeded`, `.bodyTooLarge`).
    public init(
        endpoint: URL = WeatherConfiguration.defaultForecastURL,
        geocoder: GeocodingService = OpenMeteoGeocodingService(), session: URLSession = .shared,
        timeout: TimeInterval = 15, limits: HTTPLimits = .default
    ) {
        self.endpoint = endpoint
        self.geocoder = geocoder
        self.session = session
        self.timeout = timeout
        self.limits = limits
    }

    /// The weather now at `location` (one request per subscription, cancelled on dispose).
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - units: Celsius or Fahrenheit.
    /// - Returns: One report, taken at `current.time`, or `WeatherError.implausibleValue` when a number in the
    ///   answer is not finite or out of range (−100…70 °C, WMO codes 0…99, a time in 2000…2100).
    public func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        let url = JSONRequest.url(
            endpoint,
            query: [
                URLQueryItem(name: "latitude", value: String(location.latitude)),
                URLQueryItem(name: "longitude", value: String(location.longitude)),
                URLQueryItem(
                    name: "current",
                    value: "temperature_2m,weather_code,apparent_temperature,relative_humidity_2m,wind_speed_10m"),
                URLQueryItem(name: "timeformat", value: "unixtime"),
                URLQueryItem(name: "temperature_unit", value: units.openMeteoTemperatureUnit),
                URLQueryItem(name: "wind_speed_unit", value: units == .imperial ? "mph" : "kmh"),
            ])
        return JSONRequest.get(
            ForecastResponse.self, url: url, session: session, timeout: timeout, limits: limits,
            statusError: JSONRequest.openMeteoError
        )
        .map { response in
            let code = try response.current.weatherCode.map {
                try Plausible.check($0, "weather_code", in: Plausible.wmoCode)
            }
            var weather = CurrentWeather(
                placeName: location.name, location: location,
                temperature: try Plausible.temperature(response.current.temperature, "temperature_2m", units: units),
                conditionCode: code, conditionDescription: code.flatMap(WMOWeatherCode.description(of:)),
                source: "Open-Meteo")
            let current = response.current
            weather.feelsLike = try current.apparentTemperature.map {
                try Plausible.temperature($0, "apparent_temperature", units: units)
            }
            weather.humidity = try current.humidity.map {
                try Plausible.check($0, "relative_humidity_2m", in: Plausible.humidity)
            }
            let windUnit = units == .imperial ? "mph" : "km/h"
            weather.windSpeed = try current.windSpeed.map { try Plausible.wind($0, "wind_speed_10m", unit: windUnit) }
            weather.windSpeedUnit = weather.windSpeed == nil ? "" : windUnit
            weather.readingTime = try current.time.map { try Plausible.time($0, "current.time") }
            return weather
        }
    }

    /// The weather now in the best geocoding match for `city`.
    ///
    /// - Parameters:
    ///   - city: The city's name.
    ///   - units: Celsius or Fahrenheit.
    /// - Returns: One report, or `WeatherError.cityNotFound`.
    public func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        let name = city.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(WeatherError.emptyQuery) }
        return geocoder.search(name, count: 1).flatMap { [self] places in
            guard let place = places.first else { throw WeatherError.cityNotFound(name) }
            return currentWeather(at: place, units: units)
        }
    }
}

/// The part of Open-Meteo's forecast answer the app reads.
private struct ForecastResponse: Decodable {
    let current: Current

    struct Current: Decodable {
        let temperature: Double
        let weatherCode: Int?
        let apparentTemperature: Double?
        let humidity: Double?
        let windSpeed: Double?
        /// The start of the 15 minutes the values are for, in Unix time (`timeformat=unixtime`).
        let time: Double?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
            case apparentTemperature = "apparent_temperature"
            case humidity = "relative_humidity_2m"
            case windSpeed = "wind_speed_10m"
        }
    }
}
