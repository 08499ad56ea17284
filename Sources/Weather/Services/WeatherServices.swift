import Foundation
import Rx

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The pair of services an app runs on: live (Open-Meteo, or OpenWeatherMap when a key is set) or offline.
///
/// Pick one at start-up (`--offline`) and hand its members to the view models.
public struct WeatherServices {
    /// Finds places by name.
    public let geocoder: GeocodingService
    /// Tells the weather.
    public let weather: WeatherService
    /// `true` for the offline gazetteer and demo weather.
    public let isOffline: Bool
    /// Which services these are, for a status line ("Open-Meteo", "OpenWeatherMap", "offline demo data").
    public let name: String

    /// Makes a pair from any two services.
    ///
    /// - Parameters:
    ///   - geocoder: Finds places by name.
    ///   - weather: Tells the weather.
    ///   - isOffline: `true` when the weather is demo data.
    ///   - name: A short name for a status line.
    public init(geocoder: GeocodingService, weather: WeatherService, isOffline: Bool, name: String) {
        self.geocoder = geocoder
        self.weather = weather
        self.isOffline = isOffline
        self.name = name
    }

    /// The live services at the endpoints the environment gives (`WeatherConfiguration.fromEnvironment()`); when
    /// an endpoint variable is malformed, services whose every request fails with that error at once (`failing`),
    /// so nothing reaches the public services the variables replace. An app checks the configuration itself first
    /// to tell the user (see the `weather` executable).
    ///
    /// - Parameter session: The URL session to use.
    /// - Returns: The services.
    public static func live(session: URLSession = .shared) -> WeatherServices {
        do {
            return live(configuration: try .fromEnvironment(), session: session)
        } catch {
            return failing(error, name: "Open-Meteo (not configured)")
        }
    }

    /// Services that send no request: every search and every weather fails with `error` (a malformed endpoint).
    ///
    /// - Parameters:
    ///   - error: What each request fails with.
    ///   - name: A short name for a status line.
    /// - Returns: The services.
    public static func failing(_ error: WeatherError, name: String) -> WeatherServices {
        WeatherServices(
            geocoder: FailingServices(error: error), weather: FailingServices(error: error), isOffline: false,
            name: name)
    }

    /// The live services: Open-Meteo geocoding, and OpenWeatherMap weather when the configuration has a key,
    /// Open-Meteo forecasts otherwise.
    ///
    /// - Parameters:
    ///   - configuration: Endpoints and key.
    ///   - session: The URL session to use.
    /// - Returns: The services.
    public static func live(configuration: WeatherConfiguration, session: URLSession = .shared) -> WeatherServices {
        let geocoder = OpenMeteoGeocodingService(
            endpoint: configuration.geocodingURL, session: session, limits: configuration.limits)
        if let key = configuration.openWeatherAPIKey {
            return WeatherServices(
                geocoder: geocoder,
                weather: OpenWeatherMapService(
                    apiKey: key, endpoint: configuration.openWeatherURL, session: session,
                    limits: configuration.limits),
                isOffline: false, name: "Open-Meteo geocoding, OpenWeatherMap weather")
        }
        return WeatherServices(
            geocoder: geocoder,
            weather: OpenMeteoWeatherService(
                endpoint: configuration.forecastURL, geocoder: geocoder, session: session,
                limits: configuration.limits),
            isOffline: false, name: "Open-Meteo")
    }

    /// The offline services: the bundled gazetteer and deterministic demo weather.
    ///
    /// - Parameters:
    ///   - gazetteer: The places (the bundled list by default).
    ///   - scheduler: Where the simulated latency is timed.
    /// - Returns: The services.
    public static func offline(
        gazetteer: Gazetteer = .bundled, scheduler: SchedulerType = MainScheduler.instance
    ) -> WeatherServices {
        WeatherServices(
            geocoder: OfflineGeocodingService(gazetteer: gazetteer, scheduler: scheduler),
            weather: DemoWeatherService(gazetteer: gazetteer, scheduler: scheduler),
            isOffline: true, name: "offline: " + CurrentWeather.demoDataNotice)
    }
}

/// A geocoder and weather service whose every request fails with `error` at once (see `WeatherServices.failing`).
private struct FailingServices: GeocodingService, WeatherService {
    let error: WeatherError

    func search(_ query: String, count: Int) -> Single<[Location]> {
        .error(error)
    }

    func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        .error(error)
    }

    func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        .error(error)
    }
}
