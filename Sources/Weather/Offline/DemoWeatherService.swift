import Foundation
import Rx

/// Made-up but repeatable weather for offline use: the same place always gets the same numbers, warmer near the
/// equator, colder near the poles. Every report has `isDemoData == true`; show `CurrentWeather.demoDataNotice`.
///
/// Use it for `weather --offline`; it is not a forecast.
public final class DemoWeatherService: WeatherService {
    private let gazetteer: Gazetteer
    private let latency: RxTimeInterval
    private let scheduler: SchedulerType

    /// Makes the service.
    ///
    /// - Parameters:
    ///   - gazetteer: Where city names are looked up (the bundled list by default).
    ///   - latency: How long each answer takes.
    ///   - scheduler: Where the latency is timed.
    public init(
        gazetteer: Gazetteer = .bundled, latency: RxTimeInterval = .milliseconds(200),
        scheduler: SchedulerType = MainScheduler.instance
    ) {
        self.gazetteer = gazetteer
        self.latency = latency
        self.scheduler = scheduler
    }

    /// Demo weather at `location`.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - units: The unit system.
    /// - Returns: One report marked as demo data, or `WeatherError.implausibleValue` for coordinates not on Earth.
    public func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        Single<CurrentWeather>.deferred {
            .just(DemoWeatherService.weather(at: try Plausible.location(location), units: units))
        }
        .delay(latency, scheduler: scheduler)
    }

    /// Demo weather in the gazetteer's best match for `city`.
    ///
    /// - Parameters:
    ///   - city: The city's name.
    ///   - units: The unit system.
    /// - Returns: One report marked as demo data, or `WeatherError.cityNotFound`, either after the latency.
    public func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        let gazetteer = gazetteer
        return Single<CurrentWeather>.deferred {
            let name = city.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw WeatherError.emptyQuery }
            guard let place = gazetteer.search(name, limit: 1).first else { throw WeatherError.cityNotFound(name) }
            return .just(DemoWeatherService.weather(at: place, units: units))
        }
        .delaySubscription(latency, scheduler: scheduler)
    }

    /// The demo report for `location`: a pure function of its coordinates.
    ///
    /// - Parameters:
    ///   - location: Where.
    ///   - units: The unit system.
    /// - Returns: The report, `isDemoData` set, source "offline demo".
    public static func weather(at location: Location, units: Units) -> CurrentWeather {
        // A small integer hash of the coordinates (in hundredths of a degree) spreads places over the conditions.
        // `Int(exactly:)`: a location made in code may hold any Double; an absurd one hashes as 0, never traps.
        let latitude = Int(exactly: (location.latitude * 100).rounded()) ?? 0
        let longitude = Int(exactly: (location.longitude * 100).rounded()) ?? 0
        let mix = Int(((latitude &* 7_919) ^ (longitude &* 104_729)).magnitude % 1_000)
        let celsius = (28 - 0.5 * abs(location.latitude) + Double(mix % 81) / 10 - 4) // 28 °C at the equator, ±4 °C
        let codes = [0, 1, 2, 3, 45, 61, 80, 95]
        var code = codes[mix % codes.count]
        if code == 95, celsius < 15 { code = 61 } // no thunderstorms in the cold
        if celsius < 0, code == 61 || code == 80 { code = 71 } // rain below freezing falls as snow
        let rounded = (units.fromCelsius(celsius) * 10).rounded() / 10
        return CurrentWeather(
            placeName: location.name, location: location, temperature: Temperature(rounded, units: units),
            conditionCode: code, conditionDescription: WMOWeatherCode.description(of: code),
            source: "offline demo", isDemoData: true)
    }
}
