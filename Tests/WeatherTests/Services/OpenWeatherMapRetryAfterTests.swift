import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

/// OpenWeatherMap answering 503 with a `Retry-After` header: the wait said is the header's, worded as the app words
/// waits (a time of day on screen, a count on standard error), as for Open-Meteo; the server's message follows it.
final class OpenWeatherMapRetryAfterTests: WeatherStubTestCase {
    /// When the failure came, for the time-of-day wording.
    private let now = Date(timeIntervalSince1970: 1_748_779_200.25)

    private func failure(_ scenario: String) throws -> Error {
        let service = OpenWeatherMapService(apiKey: "test-key", endpoint: server.url(scenario, "/data/2.5/weather"))
        return try XCTUnwrap(Outcome(service.currentWeather(city: "Berlin", units: .metric)).error())
    }

    func testA503WithRetryAfterSaysTheHeadersWaitThenTheServersMessage() throws {
        let error = try failure("unavailable")
        XCTAssertEqual(
            WeatherError.message(for: error, now: now),
            "The server answered 503 (Service Unavailable); try again in 2 min. The server said: Down for "
                + "maintenance.")
        XCTAssertEqual(
            WeatherError.message(for: error, now: now, waits: .timeOfDay),
            "The server answered 503 (Service Unavailable); try again at "
                + "\(timeOfDay(now.addingTimeInterval(120))). The server said: Down for maintenance.")
    }

    func testA429WithRetryAfterIsTheUsualRateLimit() throws {
        XCTAssertEqual(try failure("ratelimited") as? HTTPError, .rateLimited(resetAt: nil, retryAfter: 30))
    }
}
