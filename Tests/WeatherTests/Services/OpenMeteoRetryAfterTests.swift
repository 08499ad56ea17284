import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

/// Open-Meteo's own 429 (and a 503) carry a JSON `reason` ("Please try again in one minute."); when the answer has a
/// `Retry-After` too, the wait said is the header's, worded as the app words waits (a time of day on screen, a
/// count on standard error), and the server's words follow it, without their own advice on when to try again.
final class OpenMeteoRetryAfterTests: WeatherStubTestCase {
    private let berlin = Location(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41)
    /// When the failure came, for the time-of-day wording.
    private let now = Date(timeIntervalSince1970: 1_748_779_200.25)
    private let minutely = "Minutely API request limit exceeded. Please try again in one minute."
    /// The reason as the app quotes it after its own wait.
    private let exceeded = "Minutely API request limit exceeded."

    private func forecastFailure(_ scenario: String) throws -> Error {
        let service = OpenMeteoWeatherService(
            endpoint: server.url(scenario, "/v1/forecast"),
            geocoder: OpenMeteoGeocodingService(endpoint: server.url("ok", "/v1/search")))
        return try XCTUnwrap(Outcome(service.currentWeather(at: berlin, units: .metric)).error())
    }

    private func searchFailure(_ scenario: String) throws -> Error {
        let service = OpenMeteoGeocodingService(endpoint: server.url(scenario, "/v1/search"))
        return try XCTUnwrap(Outcome(service.search("berl")).error())
    }

    func testA429WithRetryAfterSaysTheHeadersWaitThenTheServersReason() throws {
        for error in [try forecastFailure("ratelimitedreason"), try searchFailure("ratelimitedreason")] {
            XCTAssertEqual(
                WeatherError.message(for: error, now: now),
                "Rate limit reached; try again in 30 s. The server said: \(exceeded)")
            XCTAssertEqual(
                WeatherError.message(for: error, now: now, waits: .timeOfDay),
                "Rate limit reached; try again at \(timeOfDay(now.addingTimeInterval(30))). The server said: "
                    + exceeded)
        }
    }

    func testA503WithRetryAfterSaysTheHeadersWaitThenTheServersReason() throws {
        for error in [try forecastFailure("unavailable"), try searchFailure("unavailable")] {
            XCTAssertEqual(
                WeatherError.message(for: error, now: now),
                "The server answered 503 (Service Unavailable); try again in 2 min. The server said: Down for "
                    + "maintenance.")
            XCTAssertEqual(
                WeatherError.message(for: error, now: now, waits: .timeOfDay),
                "The server answered 503 (Service Unavailable); try again at "
                    + "\(timeOfDay(now.addingTimeInterval(120))). The server said: Down for maintenance.")
        }
    }

    func testA429WithoutRetryAfterStillSaysWhatTheServerSaid() throws {
        let error = try forecastFailure("ratelimitednoheader")
        XCTAssertEqual(error as? HTTPError, .status(code: 429, message: minutely))
        XCTAssertTrue(WeatherError.message(for: error, now: now).contains(minutely), "\(error)")
    }

    func testA429WithRetryAfterAndNoReasonIsTheUsualRateLimit() throws {
        XCTAssertEqual(
            try forecastFailure("ratelimited") as? HTTPError, .rateLimited(resetAt: nil, retryAfter: 30))
    }
}
