import Foundation
import Rx
import RxTesting
import Weather

/// A geocoder whose answers are cold test observables, keyed by query; it records every query it was asked.
final class StubGeocoder: GeocodingService {
    private let scheduler: TestScheduler
    private(set) var answers: [String: TestableObservable<[Location]>] = [:]
    private(set) var queries: [String] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Answers `query` with `events`, timed from the subscription.
    func answer(_ query: String, _ events: [Recorded<Event<[Location]>>]) {
        answers[query] = scheduler.createColdObservable(events)
    }

    func search(_ query: String, count: Int) -> Single<[Location]> {
        queries.append(query)
        guard let answer = answers[query] else { return .error(StubError.unexpected(query)) }
        return answer.asObservable().asSingle()
    }
}

/// A weather service whose answers are cold test observables, keyed by city name or location name.
final class StubWeatherService: WeatherService {
    private let scheduler: TestScheduler
    private(set) var answers: [String: TestableObservable<Double>] = [:]
    private(set) var requests: [String] = []
    /// The `readingTime` of every answer (none by default).
    var readingTime: Date?

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Answers `name` with temperatures (in whatever units are asked), timed from the subscription.
    func answer(_ name: String, _ events: [Recorded<Event<Double>>]) {
        answers[name] = scheduler.createColdObservable(events)
    }

    func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
        weather("at " + location.name, placeName: location.name, units: units)
    }

    func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
        weather(city, placeName: city, units: units)
    }

    private func weather(_ key: String, placeName: String, units: Units) -> Single<CurrentWeather> {
        requests.append(key)
        guard let answer = answers[key] else { return .error(StubError.unexpected(key)) }
        let readingTime = readingTime
        return answer.asObservable()
            .map {
                var weather = CurrentWeather(
                    placeName: placeName, temperature: Temperature($0, units: units), source: "stub")
                weather.readingTime = readingTime
                return weather
            }
            .asSingle()
    }
}

enum StubError: Error, CustomStringConvertible {
    case unexpected(String)

    var description: String {
        switch self {
        case .unexpected(let what): return "no stub answer for \(what)"
        }
    }
}

extension Location {
    static let berlin = Location(
        name: "Berlin", country: "Germany", countryCode: "DE", latitude: 52.52, longitude: 13.41,
        timezone: "Europe/Berlin")
    static let bern = Location(
        name: "Bern", country: "Switzerland", countryCode: "CH", latitude: 46.95, longitude: 7.45)
}
