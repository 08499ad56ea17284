import Foundation
import Weather
import XCTest

final class WeatherConfigurationTests: XCTestCase {
    func testDefaultsAreThePublicServices() throws {
        let configuration = try WeatherConfiguration.fromEnvironment([:])
        XCTAssertEqual(configuration.geocodingURL.absoluteString, "https://geocoding-api.open-meteo.com/v1/search")
        XCTAssertEqual(configuration.forecastURL.absoluteString, "https://api.open-meteo.com/v1/forecast")
        XCTAssertEqual(configuration.openWeatherURL.absoluteString, "https://api.openweathermap.org/data/2.5/weather")
        XCTAssertNil(configuration.openWeatherAPIKey)
    }

    func testEnvironmentOverridesEveryURLAndSetsTheKey() throws {
        let configuration = try WeatherConfiguration.fromEnvironment([
            "OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:9/g",
            "OPEN_METEO_FORECAST_URL": "http://127.0.0.1:9/f",
            "OPENWEATHER_API_URL": "HTTPS://127.0.0.1:9/o",
            "OPENWEATHER_API_KEY": " abc \n",
        ])
        XCTAssertEqual(
            configuration,
            WeatherConfiguration(
                geocodingURL: URL(string: "http://127.0.0.1:9/g")!, forecastURL: URL(string: "http://127.0.0.1:9/f")!,
                openWeatherURL: URL(string: "https://127.0.0.1:9/o")!, openWeatherAPIKey: "abc"),
            "the scheme in lower case: swift-corelibs-foundation refuses HTTPS:// once the request is made")
    }

    func testEmptyValuesAreUnset() throws {
        let configuration = try WeatherConfiguration.fromEnvironment([
            "OPEN_METEO_GEOCODING_URL": "  ", "OPEN_METEO_FORECAST_URL": "", "OPENWEATHER_API_KEY": "  ",
        ])
        XCTAssertEqual(configuration, WeatherConfiguration())
    }

    /// A malformed endpoint is an error naming the variable and what is wrong, never the public service instead.
    func testAMalformedEndpointIsAnErrorNotThePublicService() {
        let cases: [(variable: String, value: String, problem: String)] = [
            ("OPEN_METEO_GEOCODING_URL", "127.0.0.1:18080/ok/geo", "has no scheme"),
            ("OPEN_METEO_GEOCODING_URL", "htp:/127.0.0.1:18080/ok/geo", #"has the scheme "htp", not http or https"#),
            ("OPEN_METEO_FORECAST_URL", "http:/127.0.0.1:18080/ok/forecast", "has no host"),
            ("OPEN_METEO_FORECAST_URL", "ftp://127.0.0.1/forecast", #"has the scheme "ftp""#),
            ("OPENWEATHER_API_URL", "not a url", "has no scheme"),
            ("OPEN_METEO_FORECAST_URL", "http://127.0.0.1:99999/forecast", "has the port 99999, which is not from 1"),
            ("OPEN_METEO_GEOCODING_URL", "http://", "has no host after http://"),
        ]
        for (variable, value, problem) in cases {
            XCTAssertThrowsError(try WeatherConfiguration.fromEnvironment([variable: value]), value) { error in
                guard case .invalidEndpoint(variable, value, _) = error as? WeatherError else {
                    return XCTFail("\(value): \(error)")
                }
                let message = WeatherError.message(for: error)
                XCTAssertTrue(message.hasPrefix("\(variable) is \"\(value)\""), message)
                XCTAssertTrue(message.contains(problem), message)
                XCTAssertTrue(message.contains("unset it"), message)
            }
        }
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
        XCTAssertFalse(WeatherServices.live(configuration: WeatherConfiguration()).isOffline)
    }
}
