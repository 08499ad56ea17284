import Rx

/// Tells the current weather at a place or in a city.
///
/// Implementations: `OpenMeteoWeatherService`, `OpenWeatherMapService` (live), `DemoWeatherService` (offline demo
/// data); tests stub it.
public protocol WeatherService {
    /// The weather now at `location`.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - units: The unit system of the temperature.
    /// - Returns: One report, or an error (`HTTPError`, `WeatherError`).
    func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather>

    /// The weather now in the city called `city` (the best match for the name).
    ///
    /// - Parameters:
    ///   - city: A city name ("Berlin", "Paris, FR" where the service supports it).
    ///   - units: The unit system of the temperature.
    /// - Returns: One report, or an error (`WeatherError.cityNotFound` when nothing matches).
    func currentWeather(city: String, units: Units) -> Single<CurrentWeather>
}
