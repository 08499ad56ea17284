import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

/// Absurd numbers from the services (9.3e17 °C, 1e300, a latitude of 9.3e16, numbers JSON cannot even hold) are
/// typed errors, never a trap; plausible ones still pass.
final class ImplausibleNumbersTests: WeatherStubTestCase {
    private let berlin = Location(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41)

    /// The `absurd` scenario's endpoint with the raw numbers it should answer with.
    private func endpoint(_ path: String, _ numbers: [String: String]) -> URL {
        var components = URLComponents(url: server.url("absurd", path), resolvingAgainstBaseURL: false)!
        components.queryItems = numbers.sorted { $0.key < $1.key }.map {
            URLQueryItem(name: "stub_" + $0.key, value: $0.value)
        }
        return components.url!
    }

    private func forecast(_ numbers: [String: String], units: Units = .metric) -> Outcome<CurrentWeather> {
        let service = OpenMeteoWeatherService(
            endpoint: endpoint("/v1/forecast", numbers),
            geocoder: OpenMeteoGeocodingService(endpoint: server.url("ok", "/v1/search")))
        return Outcome(service.currentWeather(at: berlin, units: units))
    }

    private func implausible(_ error: Error?, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard case .implausibleValue(let name, _, _)? = error as? WeatherError else {
            XCTFail("expected WeatherError.implausibleValue, got \(String(describing: error))", file: file, line: line)
            return nil
        }
        return name
    }

    func testAbsurdForecastTemperaturesAreTypedErrors() {
        for raw in ["9.3e17", "1e300", "-1e300", "71", "-101", "9.3e16"] {
            let error = forecast(["temperature": raw]).error()
            XCTAssertEqual(implausible(error), "temperature_2m (°C)", raw)
            XCTAssertTrue(
                WeatherError.message(for: error ?? WeatherError.emptyQuery)
                    .hasPrefix("The weather service sent an impossible temperature_2m (°C): "), raw)
        }
        XCTAssertEqual(implausible(forecast(["temperature": "200"], units: .imperial).error()), "temperature_2m (°F)")
        XCTAssertEqual(forecast(["temperature": "-89.2"]).value()?.temperature.description, "-89.2°C")
        XCTAssertEqual(forecast(["temperature": "134.1"], units: .imperial).value()?.temperature.description, "134.1°F")
    }

    func testAbsurdFeelsLikeHumidityAndWindAreTypedErrors() {
        XCTAssertEqual(implausible(forecast(["feels": "9.3e17"]).error()), "apparent_temperature (°C)")
        XCTAssertEqual(implausible(forecast(["humidity": "101"]).error()), "relative_humidity_2m")
        XCTAssertEqual(implausible(forecast(["humidity": "-1"]).error()), "relative_humidity_2m")
        XCTAssertEqual(implausible(forecast(["wind": "541"]).error()), "wind_speed_10m (km/h)")
        XCTAssertEqual(implausible(forecast(["wind": "-0.5"]).error()), "wind_speed_10m (km/h)")
        XCTAssertEqual(implausible(forecast(["wind": "400"], units: .imperial).error()), "wind_speed_10m (mph)")
        let plausible = forecast(["feels": "-30", "humidity": "100", "wind": "0"]).value()
        XCTAssertEqual(plausible?.feelsLike?.description, "-30.0°C")
        XCTAssertEqual(plausible?.humidity, 100)
        XCTAssertEqual(plausible?.windSpeed, 0)
    }

    func testNumbersJSONCannotHoldAreDecodingErrors() {
        for raw in ["NaN", "Infinity", "1e400", "\"21\""] {
            let error = forecast(["temperature": raw]).error()
            XCTAssertTrue(error is HTTPError || error is WeatherError, "\(raw): \(String(describing: error))")
        }
    }

    func testWeatherCodesOutsideTheWMOTableAreTypedErrors() {
        XCTAssertEqual(implausible(forecast(["code": "9.3e17"]).error()), "weather_code")
        XCTAssertEqual(implausible(forecast(["code": "-1"]).error()), "weather_code")
        XCTAssertNotNil(forecast(["code": "1e300"]).error())
        XCTAssertEqual(forecast(["code": "99"]).value()?.conditionDescription, "thunderstorm with heavy hail")
    }

    func testReadingTimesOutsideThisCenturyAreTypedErrors() {
        for raw in ["9.3e17", "1e300", "-1", "0", "4102444801"] {
            XCTAssertEqual(implausible(forecast(["time": raw]).error()), "current.time (Unix time)", raw)
        }
        XCTAssertEqual(forecast(["time": "946684800"]).value()?.readingTime, Date(timeIntervalSince1970: 946_684_800))
    }

    func testGeocodedCoordinatesOffTheEarthAreTypedErrors() {
        for (key, raw) in [
            ("latitude", "9.3e16"), ("latitude", "-90.5"), ("longitude", "1e300"), ("longitude", "180.01"),
        ] {
            let geocoder = OpenMeteoGeocodingService(endpoint: endpoint("/v1/search", [key: raw]))
            XCTAssertEqual(implausible(Outcome(geocoder.search("Berlin")).error()), "\(key) of Berlin", "\(key)=\(raw)")
        }
        let edge = OpenMeteoGeocodingService(endpoint: endpoint("/v1/search", ["latitude": "-90", "longitude": "180"]))
        XCTAssertEqual(Outcome(edge.search("Berlin")).value()?.first?.coordinatesDescription, "90.00°S 180.00°E")
    }

    func testOpenWeatherMapNumbersAreChecked() {
        func weather(_ numbers: [String: String]) -> Outcome<CurrentWeather> {
            let service = OpenWeatherMapService(apiKey: "test-key", endpoint: endpoint("/data/2.5/weather", numbers))
            return Outcome(service.currentWeather(city: "Berlin", units: .metric))
        }
        XCTAssertEqual(implausible(weather(["temp": "9.3e17"]).error()), "main.temp (°C)")
        XCTAssertEqual(implausible(weather(["id": "9.3e17"]).error()), "weather id")
        XCTAssertEqual(implausible(weather(["feels": "1e300"]).error()), "main.feels_like (°C)")
        XCTAssertEqual(implausible(weather(["humidity": "250"]).error()), "main.humidity")
        XCTAssertEqual(implausible(weather(["wind": "151"]).error()), "wind.speed (m/s)")
        XCTAssertEqual(implausible(weather(["dt": "-1e300"]).error()), "dt (Unix time)")
        XCTAssertEqual(weather([:]).value()?.temperature.description, "21.4°C")
        XCTAssertEqual(weather([:]).value()?.windSpeed, 4.1)
    }

    func testModelFormattingNeverTraps() {
        XCTAssertEqual(Temperature(9.3e17, units: .metric).description, "9.3e+17°C")
        XCTAssertEqual(Temperature(-1e300, units: .metric).description, "-1e+300°C")
        XCTAssertEqual(Temperature(.nan, units: .metric).description, "?°C")
        XCTAssertEqual(
            Location(name: "X", latitude: 9.3e16, longitude: -1e300).coordinatesDescription,
            "9.3e+16°N 1e+300°W")
        XCTAssertEqual(Location(name: "X", latitude: .infinity, longitude: .nan).coordinatesDescription, "?°N ?°E")
        let demo = DemoWeatherService.weather(
            at: Location(name: "X", latitude: 9.3e16, longitude: 9.3e17), units: .metric)
        XCTAssertTrue(demo.isDemoData)
    }

    func testLocationsDecodedFromFilesAreChecked() {
        let bad = Data(#"{"places": [{"name": "X", "latitude": 9.3e16, "longitude": 0}]}"#.utf8)
        XCTAssertThrowsError(try Gazetteer.decode(bad)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.underlyingError is WeatherError, "\(context)")
        }
        XCTAssertNoThrow(
            try Gazetteer.decode(Data(#"{"places": [{"name": "X", "latitude": -90, "longitude": 180}]}"#.utf8)))
    }
}
