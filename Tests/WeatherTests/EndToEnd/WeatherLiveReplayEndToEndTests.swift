import Foundation
import RxMVC
import Weather
import XCTest

/// `weather --replay FILE --api`: a recorded session sent at its recorded times to live services (a stub Open-Meteo
/// on 127.0.0.1, configured through the usual endpoint variables); the printed state holds what the services said.
final class WeatherLiveReplayEndToEndTests: WeatherStubTestCase {
    private let saoPaulo = Location(
        name: "São Paulo", country: "Brazil", countryCode: "BR", adminArea: "São Paulo", latitude: -23.5475,
        longitude: -46.63611, timezone: "America/Sao_Paulo")

    /// São Paulo saved at start; `a`, "berl", Down to the second result (Berlin, New Hampshire), Enter saves it,
    /// Enter opens its detail.
    private func writeSession() throws -> URL {
        let add = StackElementID(rawValue: 0)
        let events: [RecordedUserEvent<PlacesEvent>] = [
            RecordedUserEvent(time: 0, event: .launched(places: [saoPaulo], notice: nil)),
            RecordedUserEvent(time: 0.1, event: .add),
            RecordedUserEvent(time: 0.2, event: .screen(id: add, event: .queryChanged("berl"))),
            RecordedUserEvent(time: 0.9, event: .screen(id: add, event: .move(by: 1))),
            RecordedUserEvent(time: 1.0, event: .screen(id: add, event: .enter)),
            RecordedUserEvent(time: 1.3, event: .move(by: 1)),
            RecordedUserEvent(time: 1.4, event: .open),
        ]
        let encoder = JSONEncoder()
        let lines = try events.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-live-\(UUID().uuidString).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return file
    }

    func testALiveReplayAsksTheServicesAndPrintsWhatTheySaid() throws {
        let session = try writeSession()
        defer { try? FileManager.default.removeItem(at: session) }
        let before = server.requests().count

        let run = try WeatherBinary.run(
            ["--replay", session.path, "--api", "--json"], environment: server.openMeteoEnvironment("ok"))

        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let places = try XCTUnwrap(object["places"] as? [[String: Any]], run.stdout)
        XCTAssertEqual(places.map { $0["name"] as? String }, ["São Paulo", "Berlin"])
        XCTAssertEqual(places.last?["adminArea"] as? String, "New Hampshire", "the second result was chosen")
        XCTAssertEqual(places.last?["countryCode"] as? String, "US")
        for place in places {
            let weather = try XCTUnwrap(place["weather"] as? [String: Any], run.stdout)
            XCTAssertEqual(weather["temperature"] as? Double, 21.4, "the stub's temperature")
            XCTAssertEqual(weather["source"] as? String, "Open-Meteo")
            XCTAssertEqual(weather["demoData"] as? Bool, false)
            XCTAssertEqual(weather["readingTime"] as? String, "2025-06-01T12:00:00Z", "the stub's current.time")
        }
        let screens = try XCTUnwrap(object["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.map { $0["screen"] as? String }, ["places", "detail"])
        XCTAssertEqual(screens.last?["place"] as? String, "Berlin, New Hampshire, United States")
        XCTAssertEqual(object["highlighted"] as? Int, 1)
        XCTAssertEqual(object["quit"] as? Bool, false)

        let seen = server.requests().dropFirst(before)
        XCTAssertTrue(seen.contains { $0.hasPrefix("/ok/v1/search?") && $0.contains("name=berl") }, "\(seen)")
        XCTAssertFalse(seen.contains { $0.contains("name=ber&") || $0.contains("name=b&") }, "one debounced search")
        let forecasts = seen.filter { $0.hasPrefix("/ok/v1/forecast?") }
        XCTAssertTrue(forecasts.contains { $0.contains("latitude=-23.5475") }, "São Paulo's row: \(seen)")
        XCTAssertGreaterThanOrEqual(
            forecasts.filter { $0.contains("latitude=44.46867") }.count, 2, "Berlin's row and its detail: \(seen)")
    }

    func testTheSameSessionOfflineUsesTheBundledDataAndNoServer() throws {
        let session = try writeSession()
        defer { try? FileManager.default.removeItem(at: session) }
        let before = server.requests().count

        let run = try WeatherBinary.run(
            ["--replay", session.path, "--json"], environment: server.openMeteoEnvironment("ok"))

        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let places = try XCTUnwrap(object["places"] as? [[String: Any]], run.stdout)
        XCTAssertEqual(places.first?["name"] as? String, "São Paulo")
        XCTAssertEqual((places.first?["weather"] as? [String: Any])?["demoData"] as? Bool, true)
        XCTAssertEqual(server.requests().count, before, "an offline replay sends no request")
    }

    func testALiveReplayOnAFailingServerPrintsTheFailures() throws {
        let session = try writeSession()
        defer { try? FileManager.default.removeItem(at: session) }

        let run = try WeatherBinary.run(
            ["--replay", session.path, "--api", "--json"], environment: server.openMeteoEnvironment("error500"))

        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let places = try XCTUnwrap(object["places"] as? [[String: Any]], run.stdout)
        XCTAssertEqual(places.map { $0["name"] as? String }, ["São Paulo"], "nothing found to add")
        XCTAssertNil(places.first?["weather"])
        XCTAssertNotNil(places.first?["error"] as? String, run.stdout)
    }

    func testApiGoesOnlyWithReplay() throws {
        let alone = try WeatherBinary.run(["--api", "--city", "Berlin"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.contains("--api goes with --replay"), alone.stderr)
        let offline = try WeatherBinary.run(["--replay", "/nonexistent.jsonl", "--api", "--offline"])
        XCTAssertEqual(offline.status, 2)
        XCTAssertTrue(offline.stderr.contains("--offline and --api cannot be used together"), offline.stderr)
        let help = try WeatherBinary.run(["--help"])
        XCTAssertTrue(help.stdout.contains("--replay FILE [--api] [--json]"), help.stdout)
    }
}
