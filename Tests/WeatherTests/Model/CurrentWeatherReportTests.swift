import Foundation
import Weather
import XCTest

/// `CurrentWeather.jsonData()`, the object `--city --json`, `--saved --json` and `--replay --json` print.
final class CurrentWeatherReportTests: XCTestCase {
    private func object(_ weather: CurrentWeather) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: weather.jsonData()) as? [String: Any])
    }

    func testTheReadingTimeIsAnISO8601UTCString() throws {
        var weather = CurrentWeather(
            placeName: "Berlin", temperature: Temperature(21.4, units: .metric), source: "Open-Meteo")
        weather.readingTime = Date(timeIntervalSince1970: 1_748_779_200)
        XCTAssertEqual(try object(weather)["readingTime"] as? String, "2025-06-01T12:00:00Z")
        // Whole seconds, as the services say it; a fraction is dropped, never rounded into the next second.
        weather.readingTime = Date(timeIntervalSince1970: 1_748_779_259.9)
        XCTAssertEqual(try object(weather)["readingTime"] as? String, "2025-06-01T12:00:59Z")
        weather.readingTime = Date(timeIntervalSince1970: 0)
        XCTAssertEqual(try object(weather)["readingTime"] as? String, "1970-01-01T00:00:00Z")
    }

    func testWithoutAReadingTimeTheKeyIsLeftOut() throws {
        let live = CurrentWeather(
            placeName: "Berlin", temperature: Temperature(21.4, units: .metric), source: "Open-Meteo")
        XCTAssertNil(try object(live)["readingTime"])
        let demo = DemoWeatherService.weather(at: .berlin, units: .metric)
        XCTAssertNil(try object(demo)["readingTime"], "demo data is not a reading")
    }
}
