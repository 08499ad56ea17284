import Foundation
import XCTest

/// The built `weather` against a stub server that answers with absurd numbers, escape sequences and echoed keys:
/// a typed message and a non-zero exit, clean output, never a trap or a secret.
final class WeatherHostileServerTests: WeatherStubTestCase {
    /// The Open-Meteo endpoints of `scenario`, with raw numbers for the `absurd` one.
    private func openMeteo(_ scenario: String, _ numbers: [String: String] = [:]) -> [String: String] {
        let query =
            numbers.isEmpty
            ? ""
            : "?"
                + numbers.sorted { $0.key < $1.key }.map { "stub_\($0.key)=\($0.value)" }
                .joined(separator: "&")
        return server.openMeteoEnvironment(scenario, query: query)
    }

    /// Nothing a terminal would act on, and none of the hostile payload's parts.
    private func assertClean(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for forbidden in ["\u{1B}", "\u{9B}", "\u{9D}", "\u{07}", "\u{202E}", "owned", "[2J", "31m", "$r"] {
            XCTAssertFalse(
                text.contains(forbidden), "\(what) contains \(forbidden.debugDescription): \(text.debugDescription)",
                file: file, line: line)
        }
    }

    func testAbsurdTemperatureIsAMessageAndExitOneNotATrap() throws {
        for raw in ["9.3e17", "1e300"] {
            for json in [false, true] {
                let run = try WeatherBinary.run(
                    ["--city", "Berlin"] + (json ? ["--json"] : []),
                    environment: openMeteo("absurd", ["temperature": raw]))
                XCTAssertEqual(run.reason, .exit, "\(raw) json=\(json): killed by signal \(run.status)")
                XCTAssertEqual(run.status, 1, "\(raw) json=\(json): \(run.stderr)")
                XCTAssertEqual(run.stdout, "")
                XCTAssertTrue(
                    run.stderr.hasPrefix("weather: The weather service sent an impossible temperature_2m (°C): "),
                    run.stderr)
            }
        }
    }

    func testAbsurdLatitudeIsAMessageAndExitOne() throws {
        let run = try WeatherBinary.run(
            ["--city", "Berlin", "--json"], environment: openMeteo("absurd", ["latitude": "9.3e16"]))
        XCTAssertEqual(run.reason, .exit, "killed by signal \(run.status)")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("impossible latitude of Berlin: 9.3e+16"), run.stderr)
    }

    func testHostileNamesArePrintedClean() throws {
        let line = try WeatherBinary.run(["--city", "Berlin"], environment: openMeteo("hostile"))
        XCTAssertEqual(line.status, 0, line.stderr)
        XCTAssertEqual(line.stdout, "Evil City: 21.4°C, overcast (Open-Meteo)\n")
        assertClean(line.stdout, "the line")

        let json = try WeatherBinary.run(["--city", "Berlin", "--json"], environment: openMeteo("hostile"))
        XCTAssertEqual(json.status, 0, json.stderr)
        assertClean(json.stdout, "the JSON")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["place"] as? String, "Evil City")
        XCTAssertEqual(object["country"] as? String, "Evil City")
        XCTAssertEqual(object["timezone"] as? String, "Evil City")

        var owm = openMeteo("hostile")
        owm["OPENWEATHER_API_KEY"] = "test-key"
        owm["OPENWEATHER_API_URL"] = server.url("hostile", "/data/2.5/weather").absoluteString
        let condition = try WeatherBinary.run(["--city", "Berlin"], environment: owm)
        XCTAssertEqual(condition.stdout, "Evil City: 21.4°C, Evil City (OpenWeatherMap)\n", condition.stderr)
    }

    func testAServerEchoingTheKeyDoesNotGetItPrinted() throws {
        let key = "owm-secret-\(UInt32.random(in: 0...UInt32.max))"
        let run = try WeatherBinary.run(
            ["--city", "Berlin"],
            environment: [
                "OPENWEATHER_API_KEY": key,
                "OPENWEATHER_API_URL": server.url("echo", "/data/2.5/weather").absoluteString,
            ])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(server.requests().contains { $0.contains("appid=\(key)") }, "the key was sent")
        XCTAssertTrue(run.stderr.contains("bad appid [redacted]"), run.stderr)
        XCTAssertFalse(run.stderr.contains(key) || run.stdout.contains(key), run.stderr)
        assertClean(run.stderr, "the message")
    }
}
