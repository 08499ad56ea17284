import Foundation
import HTTPStubServer
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

/// `OPENWEATHER_API_KEY` travels in the query string, so it must stay with the endpoint's origin: a redirect to
/// another origin is refused, plain `http` is refused except to loopback, and nothing prints it. `server` (the stub
/// GitHub server, whose `moved301`/`moved307` scenarios redirect any path) plays the endpoint; `elsewhere`, on another
/// port, records whatever reaches it.
final class OpenWeatherMapKeyTests: RxTestCase {
    nonisolated(unsafe) private static var origins: StubOrigins?
    private var server: StubServer { Self.origins!.server }
    private var elsewhere: StubServer { Self.origins!.elsewhere }

    override class func setUp() {
        super.setUp()
        origins = try? StubOrigins()
    }

    override class func tearDown() {
        origins?.stop()
        origins = nil
        super.tearDown()
    }

    override func setUpWithError() throws {
        try StubOrigins.ready(Self.origins)
    }

    func testARedirectToAnotherOriginIsRefusedAndTheKeyNeverArrivesThere() {
        for scenario in ["moved301", "moved307"] {
            let endpoint = server.baseURL(scenario: scenario).appendingPathComponent("data/2.5/weather")
            let service = OpenWeatherMapService(apiKey: "owm-secret-key", endpoint: endpoint)
            let error = Outcome(service.currentWeather(city: "Berlin", units: .metric)).error()
            XCTAssertEqual(
                error as? HTTPError,
                .crossOriginRedirect(
                    from: HTTPOrigin(endpoint), to: HTTPOrigin(URL(string: elsewhere.origin)!)), scenario)
            XCTAssertFalse(WeatherError.message(for: error ?? WeatherError.emptyQuery).contains("owm-secret-key"))
        }
        XCTAssertTrue(server.requests().contains { $0.path.contains("appid=owm-secret-key") }, "the endpoint was asked")
        let reached = elsewhere.requests()
        XCTAssertFalse(reached.contains { $0.path.contains("owm-secret-key") }, "the key reached the other origin")
        XCTAssertEqual(reached.count, 0, "nothing may reach the other origin: \(reached.map(\.path))")
    }

    func testTheKeyIsNeverSentOverPlainHTTPToANonLoopbackHost() {
        let endpoint = URL(string: "http://api.openweathermap.invalid:\(elsewhere.port)/data/2.5/weather")!
        let service = OpenWeatherMapService(apiKey: "owm-secret-key", endpoint: endpoint)
        XCTAssertEqual(
            Outcome(service.currentWeather(city: "Berlin", units: .metric)).error() as? HTTPError,
            .insecureCredentials(origin: HTTPOrigin(endpoint)))
        let place = Location(name: "Berlin", latitude: 52.5, longitude: 13.25)
        XCTAssertEqual(
            Outcome(service.currentWeather(at: place, units: .metric)).error() as? HTTPError,
            .insecureCredentials(origin: HTTPOrigin(endpoint)))
    }

    func testNeitherTheConfigurationNorTheServiceShowsTheKeyInDumpsOrMirrors() {
        let configuration = WeatherConfiguration(openWeatherAPIKey: "owm-secret-key")
        let service = OpenWeatherMapService(apiKey: "owm-secret-key")
        for subject in [configuration as Any, service as Any] {
            var dumped = ""
            dump(subject, to: &dumped)
            XCTAssertFalse(dumped.contains("owm-secret-key"), dumped)
            XCTAssertFalse(String(reflecting: subject).contains("owm-secret-key"))
            XCTAssertFalse("\(subject)".contains("owm-secret-key"))
            var children = ""
            dump(Mirror(reflecting: subject).children.map(\.value), to: &children)
            XCTAssertFalse(children.contains("owm-secret-key"), children)
        }
        var dumped = ""
        dump(configuration, to: &dumped)
        XCTAssertTrue(dumped.contains("<redacted>"), dumped)
        XCTAssertEqual(configuration.openWeatherAPIKey, "owm-secret-key", "the key itself is still there to use")
    }
}
