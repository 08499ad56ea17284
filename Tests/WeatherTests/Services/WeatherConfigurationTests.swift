import Foundation
import Weather
import XCTest

final class WeatherConfigurationTests: XCTestCase {
    func testDefaultsAreThePublicServices() {
        let configuration = WeatherConfiguration.fromEnvironment([:])
        XCTAssertEqual(configuration.geocodingURL.absoluteString, "https://geocoding-api.open-meteo.com/v1/search")
        XCTAssertEqual(configuration.forecastURL.absoluteString, "https://api.open-meteo.com/v1/forecast")
        XCTAssertEqual(configuration.openWeatherURL.absoluteString, "https://api.openweathermap.org/data/2.5/weather")
        XCTAssertNil(configuration.openWeatherAPIKey)
    }

    func testEnvironmentOverridesEveryURLAndSetsTheKey() {
        let configuration = WeatherConfiguration.fromEnvironment([
            "OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:9/g",
            "OPEN_METEO_FORECAST_URL": "http://127.0.0.1:9/f",
            "OPENWEATHER_API_URL": "http://127.0.0.1:9/o",
            "OPENWEATHER_API_KEY": " abc \n",
        ])
        XCTAssertEqual(
            configuration,
            WeatherConfiguration(
                geocodingURL: URL(string: "http://127.0.0.1:9/g")!, forecastURL: URL(string: "http://127.0.0.1:9/f")!,
                openWeatherURL: URL(string: "http://127.0.0.1:9/o")!, openWeatherAPIKey: "abc"))
    }

    func testUnusableValuesFallBackToDefaults() {
        let configuration = WeatherConfiguration.fromEnvironment([
            "OPEN_METEO_GEOCODING_URL": "not a url", "OPEN_METEO_FORECAST_URL": "", "OPENWEATHER_API_KEY": "  ",
        ])
        XCTAssertEqual(configuration, WeatherConfiguration())
    }

    func testDescriptionNeverShowsTheKey() {
        let configuration = WeatherConfiguration(openWeatherAPIKey: "secret-123")
        XCTAssertFalse(configuration.description.contains("secret-123"))
        XCTAssertTrue(configuration.description.contains("key set"))
    }

    func testLiveServicesPickOpenWeatherMapOnlyWithAKey() {
        XCTAssertTrue(WeatherServices.live(configuration: WeatherConfiguration()).weather is OpenMeteoWeatherService)
        XCTAssertTrue(
            WeatherServices.live(configuration: WeatherConfiguration(openWeatherAPIKey: "k")).weather
                is OpenWeatherMapService)
        XCTAssertFalse(WeatherServices.live().isOffline)
    }
}
