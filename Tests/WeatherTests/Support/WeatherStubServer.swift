import Foundation
import HTTPStubServer
import XCTest

/// `stub_weather.py` (Open-Meteo and OpenWeatherMap stand-ins) running on 127.0.0.1 through the shared
/// `StubServer` launcher.
///
/// One per test class: `WeatherStubTestCase` starts and stops it.
final class WeatherStubServer: Sendable {
    private let server: StubServer

    /// The port the server listens on.
    var port: Int { server.port }

    /// Starts the server and waits (at most `timeout` seconds) for the port it prints.
    init(timeout: TimeInterval = 10) throws {
        guard let script = Bundle.module.url(forResource: "stub_weather", withExtension: "py") else {
            throw StubServer.StartError(description: "stub_weather.py is missing from the test bundle")
        }
        server = try StubServer(script: script, timeout: timeout)
    }

    /// Stops the process and waits for it to exit.
    func stop() {
        server.stop()
    }

    /// `http://127.0.0.1:<port>/<scenario><path>`.
    func url(_ scenario: String, _ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(scenario)\(path)")!
    }

    /// The variables that point the app's Open-Meteo services here: `OPEN_METEO_GEOCODING_URL` at the geocoding of
    /// `scenario`, `OPEN_METEO_FORECAST_URL` at the forecasts of `forecasts` (`scenario` when `nil`), both URLs
    /// followed by `query` ("?stub_temperature=9.3e17").
    func openMeteoEnvironment(_ scenario: String, forecasts: String? = nil, query: String = "") -> [String: String] {
        [
            "OPEN_METEO_GEOCODING_URL": url(scenario, "/v1/search").absoluteString + query,
            "OPEN_METEO_FORECAST_URL": url(forecasts ?? scenario, "/v1/forecast").absoluteString + query,
        ]
    }

    /// The paths (with queries) of every request seen so far.
    func requests() -> [String] {
        server.getJSON("/__requests") as? [String] ?? []
    }

    /// Blocks until the server has seen a request whose path contains `path`; `false` on timeout.
    func waitForRequest(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        server.control("__wait_request", path: path, timeout: timeout)?["found"] as? Bool ?? false
    }

    /// Blocks until the client hung up on a `slow` request whose path contains `path`; `false` on timeout.
    func waitForCancellation(pathContaining path: String, timeout: TimeInterval = 5) -> Bool {
        server.control("__wait_cancelled", path: path, timeout: timeout)?["found"] as? Bool ?? false
    }

    /// Sets what the `switchable` scenario's forecasts answer: `ok`, `500`, or `hold` (nothing until set to another);
    /// `false` when the server did not confirm.
    @discardableResult
    func setForecasts(_ mode: String) -> Bool {
        server.configure(["forecast": mode])
    }

    /// Sets what the `switchable` scenario's searches answer: `ok` or `500`; `false` when the server did not confirm.
    @discardableResult
    func setSearches(_ mode: String) -> Bool {
        server.configure(["search": mode])
    }

    /// Starts a server for a test class, or explains why not: under CI a missing python3 is a failure, locally a skip.
    static func startOrSkip() throws -> WeatherStubServer {
        do {
            return try WeatherStubServer()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("the stub weather server is needed under CI: \(error)")
                throw error
            }
            throw XCTSkip("python3 is needed for the stub weather server: \(error)")
        }
    }
}
