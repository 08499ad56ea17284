import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

final class OpenWeatherMapServiceTests: WeatherStubTestCase {
    private func service(_ scenario: String, key: String = "test-key") -> OpenWeatherMapService {
        OpenWeatherMapService(apiKey: key, endpoint: server.url(scenario, "/data/2.5/weather"))
    }

    func testCityNameAndMainTempAsInTheSeed() throws {
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(city: "Berlin", units: .metric)).value())
        XCTAssertEqual(weather.placeName, "Berlin")
        XCTAssertEqual(weather.temperature.description, "21.4°C")
        XCTAssertEqual(weather.conditionCode, 804)
        XCTAssertEqual(weather.conditionDescription, "overcast clouds")
        XCTAssertEqual(weather.source, "OpenWeatherMap")
        XCTAssertEqual(weather.feelsLike?.description, "21.0°C")
        XCTAssertEqual(weather.humidity, 40)
        XCTAssertEqual(weather.windSpeed, 4.1)
        XCTAssertEqual(weather.windSpeedUnit, "m/s")
        XCTAssertEqual(weather.readingTime, Date(timeIntervalSince1970: 1_748_779_200), "dt, 2025-06-01 12:00 UTC")
        XCTAssertTrue(
            server.requests().contains { $0.hasSuffix("/ok/data/2.5/weather?q=Berlin&appid=test-key&units=metric") })
    }

    func testImperialUnits() throws {
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(city: "Paris,FR", units: .imperial)).value())
        XCTAssertEqual(weather.temperature.description, "70.5°F")
        XCTAssertEqual(weather.windSpeedUnit, "mph")
        XCTAssertEqual(weather.placeName, "Paris")
        XCTAssertTrue(server.requests().contains { $0.hasSuffix("q=Paris,FR&appid=test-key&units=imperial") })
    }

    func testLocationIsAskedByCoordinatesAndKeepsItsName() throws {
        let place = Location(name: "Berlin", latitude: 52.5, longitude: 13.25)
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(at: place, units: .metric)).value())
        XCTAssertEqual(weather.placeName, "Berlin")
        XCTAssertEqual(weather.location, place)
        XCTAssertTrue(
            server.requests().contains { $0.hasSuffix("weather?lat=52.5&lon=13.25&appid=test-key&units=metric") })
    }

    func testRejectedKeyIsInvalidAPIKeyAndNeverShowsTheKey() {
        let error = Outcome(service("ok", key: "secret-123").currentWeather(city: "Berlin", units: .metric)).error()
        XCTAssertEqual(error as? WeatherError, .invalidAPIKey)
        XCTAssertFalse(WeatherError.message(for: error ?? WeatherError.emptyQuery).contains("secret-123"))
    }

    func testUnknownCityIsCityNotFound() {
        XCTAssertEqual(
            Outcome(service("ok").currentWeather(city: "Nowhere", units: .metric)).error() as? WeatherError,
            .cityNotFound("Nowhere"))
        XCTAssertEqual(
            Outcome(service("error404").currentWeather(city: "Atlantis", units: .metric)).error()
                as? WeatherError, .cityNotFound("Atlantis"))
    }

    func testMalformedMissingFieldAndServerError() {
        XCTAssertEqual(
            Outcome(service("malformed").currentWeather(city: "Berlin", units: .metric)).error() as? HTTPError,
            .decoding(path: "", reason: "the body is not valid JSON"))
        XCTAssertEqual(
            Outcome(service("badfield").currentWeather(city: "Berlin", units: .metric)).error() as? HTTPError,
            .decoding(path: "main.temp", reason: "the field is missing"))
        XCTAssertEqual(
            Outcome(service("error500").currentWeather(city: "Berlin", units: .metric)).error() as? HTTPError,
            .status(code: 500, message: "upstream exploded"))
    }
}
