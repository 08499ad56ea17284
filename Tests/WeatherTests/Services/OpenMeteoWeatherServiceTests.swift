import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

final class OpenMeteoWeatherServiceTests: WeatherStubTestCase {
    private let berlin = Location(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41)

    private func service(_ scenario: String, timeout: TimeInterval = 20) -> OpenMeteoWeatherService {
        OpenMeteoWeatherService(
            endpoint: server.url(scenario, "/v1/forecast"),
            geocoder: OpenMeteoGeocodingService(endpoint: server.url("ok", "/v1/search")),
            timeout: timeout)
    }

    func testCurrentWeatherInCelsius() throws {
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(at: berlin, units: .metric)).value())
        XCTAssertEqual(weather.temperature, Temperature(21.4, units: .metric))
        XCTAssertEqual(weather.temperature.description, "21.4°C")
        XCTAssertEqual(weather.placeName, "Berlin")
        XCTAssertEqual(weather.location, berlin)
        XCTAssertEqual(weather.conditionCode, 3)
        XCTAssertEqual(weather.conditionDescription, "overcast")
        XCTAssertEqual(weather.source, "Open-Meteo")
        XCTAssertFalse(weather.isDemoData)
        let path = try XCTUnwrap(server.requests().last { $0.contains("/ok/v1/forecast") })
        XCTAssertTrue(
            path.contains(
                "latitude=52.52&longitude=13.41&current=temperature_2m,weather_code,apparent_temperature,"
                    + "relative_humidity_2m,wind_speed_10m&timeformat=unixtime&temperature_unit=celsius"
                    + "&wind_speed_unit=kmh"
            ),
            path)
        XCTAssertEqual(weather.feelsLike?.description, "19.8°C")
        XCTAssertEqual(weather.humidity, 55)
        XCTAssertEqual(weather.windSpeed, 12.3)
        XCTAssertEqual(weather.windSpeedUnit, "km/h")
        XCTAssertEqual(
            weather.readingTime, Date(timeIntervalSince1970: 1_748_779_200), "current.time, 2025-06-01 12:00 UTC")
    }

    func testImperialAsksForFahrenheit() throws {
        let probe = Location(name: "Probe", latitude: 1.25, longitude: -2.5)
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(at: probe, units: .imperial)).value())
        XCTAssertEqual(weather.temperature.description, "70.5°F")
        XCTAssertEqual(weather.feelsLike?.description, "67.6°F")
        XCTAssertEqual(weather.windSpeed, 7.6)
        XCTAssertEqual(weather.windSpeedUnit, "mph")
        XCTAssertTrue(
            server.requests().contains {
                $0.contains("latitude=1.25&longitude=-2.5&")
                    && $0.hasSuffix("temperature_unit=fahrenheit&wind_speed_unit=mph")
            })
    }

    func testCityIsGeocodedFirstAndTheBestMatchIsUsed() throws {
        let weather = try XCTUnwrap(Outcome(service("ok").currentWeather(city: " Berlin ", units: .metric)).value())
        XCTAssertEqual(weather.placeName, "Berlin")
        XCTAssertEqual(weather.location?.countryCode, "DE")
        XCTAssertTrue(server.requests().contains { $0.contains("/ok/v1/search?name=Berlin&count=1&") })
        XCTAssertTrue(server.requests().contains { $0.contains("latitude=52.52437&longitude=13.41053") })
    }

    func testUnknownCityIsCityNotFound() {
        let error = Outcome(service("ok").currentWeather(city: "Nowhere", units: .metric)).error()
        XCTAssertEqual(error as? WeatherError, .cityNotFound("Nowhere"))
    }

    func testEmptyCityIsRejectedLocally() {
        XCTAssertEqual(
            Outcome(service("ok").currentWeather(city: "  ", units: .metric)).error() as? WeatherError,
            .emptyQuery)
    }

    func testMalformedJSON() {
        XCTAssertEqual(
            Outcome(service("malformed").currentWeather(at: berlin, units: .metric)).error() as? HTTPError,
            .decoding(path: "", reason: "the body is not valid JSON"))
    }

    func testMissingTemperatureNamesItsPath() {
        XCTAssertEqual(
            Outcome(service("badfield").currentWeather(at: berlin, units: .metric)).error() as? HTTPError,
            .decoding(path: "current.temperature_2m", reason: "the field is missing"))
    }

    func testClientAndServerErrors() {
        XCTAssertEqual(
            Outcome(service("error400").currentWeather(at: berlin, units: .metric)).error() as? HTTPError,
            .status(code: 400, message: "Latitude must be in range of -90 to 90°. Given: 100.0."))
        let serverError = Outcome(service("error500").currentWeather(at: berlin, units: .metric)).error()
        XCTAssertEqual(serverError as? HTTPError, .status(code: 500, message: "upstream exploded"))
        XCTAssertEqual(
            WeatherError.message(for: serverError ?? WeatherError.emptyQuery),
            "The server answered 500 (Internal Server Error): upstream exploded. "
                + "The server is having trouble; try again in a moment.")
    }

    func testSlowServerTimesOut() {
        XCTAssertEqual(
            Outcome(service("slow", timeout: 1).currentWeather(at: berlin, units: .metric)).error()
                as? HTTPError, .transport(.timedOut))
    }
}
