import Foundation
import TmuxHarness
import XCTest

/// A stub Open-Meteo (or OpenWeatherMap) that asks to wait with `Retry-After`: what stays on screen says when to try
/// again as a time of day, counted from when the answer came; what is printed once, on standard error, says how long
/// to wait.
final class WeatherRateLimitEndToEndTests: WeatherStubTestCase {
    private static let utc = TimeZone(identifier: "UTC") ?? .current
    private static let berlin =
        #"{"version": 1, "places": [{"name": "Berlin", "latitude": 52.52, "longitude": 13.41}]}"#

    func testTheListSaysWhenToTryAgainAsATimeOfDay() throws {
        let app = try WeatherInTmux(name: "weather-rate-limit", columns: 120)
        defer { app.close() }
        try app.writePlaces(Self.berlin)
        let launched = Date()
        var environment = server.openMeteoEnvironment("ok", forecasts: "ratelimited")
        environment["TZ"] = "UTC"
        try app.launch("", environment: environment)
        let screen = try app.waitForList("the row's rate limit") { $0.has("Rate limit reached; try again ") }
        let shown = Date()
        let text = screen.joined(separator: "\n")
        XCTAssertFalse(screen.has("in 30 s"), text)
        // The answer came between the launch and the screen showing it: a time 30 s after one of those seconds.
        let seconds = Int(launched.timeIntervalSince1970.rounded(.down))...Int(shown.timeIntervalSince1970.rounded(.up))
        let candidates = seconds.map {
            timeOfDay(Date(timeIntervalSince1970: TimeInterval($0 + 30)), timeZone: Self.utc)
        }
        XCTAssertTrue(
            candidates.contains { screen.has("Rate limit reached; try again at \($0).") },
            "one of \(candidates): \(text)")
        try app.quit()
    }

    func testCityOnStandardErrorSaysHowLongToWait() throws {
        let run = try WeatherBinary.run(
            ["--city", "Berlin"], environment: server.openMeteoEnvironment("ratelimited"))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "weather: Rate limit reached; try again in 30 s.\n")
    }

    func testOpenMeteosOwn429SaysTheHeadersWaitThenItsReason() throws {
        let run = try WeatherBinary.run(
            ["--city", "Berlin"], environment: server.openMeteoEnvironment("ratelimitedreason"))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "weather: Rate limit reached; try again in 30 s. The server said: Minutely API request limit exceeded.\n")
    }

    func testOpenWeatherMaps503WithRetryAfterSaysTheHeadersWait() throws {
        let run = try WeatherBinary.run(
            ["--city", "Berlin"],
            environment: [
                "OPENWEATHER_API_KEY": "test-key",
                "OPENWEATHER_API_URL": server.url("unavailable", "/data/2.5/weather").absoluteString,
            ])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "weather: The server answered 503 (Service Unavailable); try again in 2 min. The server said: Down for "
                + "maintenance.\n")
    }

    func testSavedOnStandardErrorSaysHowLongToWait() throws {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-rate-limit-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("rxmvc-weather", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.berlin.utf8).write(to: folder.appendingPathComponent("locations.json"))
        var environment = server.openMeteoEnvironment("ratelimited")
        environment["XDG_CONFIG_HOME"] = home.path
        let run = try WeatherBinary.run(["--saved"], environment: environment)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("Rate limit reached; try again in 30 s.\n"), run.stderr)
    }
}
