import Foundation
import XCTest

/// The `--json` outputs carry the reading time the detail shows, as ISO 8601 in UTC: `--city` and `--saved` on a stub
/// Open-Meteo (its reading is from 2025-06-01 12:00 UTC), and no key for the offline demo, which is not a reading.
final class WeatherJSONReadingTimeEndToEndTests: WeatherStubTestCase {
    private static let berlin =
        #"{"version": 1, "places": [{"name": "Berlin", "latitude": 52.52, "longitude": 13.41}]}"#

    private func object(_ run: WeatherBinary.Run) throws -> [String: Any] {
        XCTAssertEqual(run.status, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
    }

    /// A config folder holding Berlin as the one saved place; removed by the caller.
    private func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-reading-time-\(UUID().uuidString)", isDirectory: true)
        let folder = home.appendingPathComponent("rxmvc-weather", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.berlin.utf8).write(to: folder.appendingPathComponent("locations.json"))
        return home
    }

    func testCityJSONHasTheReadingTime() throws {
        let live = try object(
            WeatherBinary.run(["--city", "Berlin", "--json"], environment: server.openMeteoEnvironment("ok")))
        XCTAssertEqual(live["readingTime"] as? String, "2025-06-01T12:00:00Z", "\(live)")

        let demo = try object(WeatherBinary.run(["--offline", "--city", "Berlin", "--json"]))
        XCTAssertNil(demo["readingTime"], "\(demo)")
    }

    func testSavedJSONHasEachPlacesReadingTime() throws {
        let home = try home()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = server.openMeteoEnvironment("ok")
        environment["XDG_CONFIG_HOME"] = home.path
        let live = try object(WeatherBinary.run(["--saved", "--json"], environment: environment))
        let places = try XCTUnwrap(live["places"] as? [[String: Any]], "\(live)")
        XCTAssertEqual(places.count, 1, "\(live)")
        let weather = try XCTUnwrap(places.first?["weather"] as? [String: Any], "\(live)")
        XCTAssertEqual(weather["readingTime"] as? String, "2025-06-01T12:00:00Z", "\(live)")

        let demo = try object(
            WeatherBinary.run(["--offline", "--saved", "--json"], environment: ["XDG_CONFIG_HOME": home.path]))
        let demoWeather = try XCTUnwrap((demo["places"] as? [[String: Any]])?.first?["weather"] as? [String: Any])
        XCTAssertNil(demoWeather["readingTime"], "\(demo)")
    }
}
