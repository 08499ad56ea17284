import Foundation
import TmuxHarness
import XCTest

/// The saved places as a person uses them, in tmux and from a shell: add, restart, see, delete; a corrupt file;
/// a detail pushed and popped; a session recorded then replayed.
final class WeatherPlacesEndToEndTests: XCTestCase {
    private let berlinFile = """
        {"version": 1, "places": [{"name": "Berlin", "country": "Germany", "countryCode": "DE",
         "latitude": 52.5, "longitude": 13.3667, "timezone": "Europe/Berlin"}]}
        """

    func testAddAPlaceRestartSeeItDeleteIt() throws {
        let app = try WeatherInTmux(name: "weather-places")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet: press a to add one") }
        try app.tmux.keys("a")
        try app.tmux.type("lima")
        try app.tmux.waitFor("Lima found") { $0.contains { $0.hasPrefix("› Lima") } }
        try app.tmux.keys("Enter")
        try app.waitForList("Lima saved") {
            $0.contains { $0.hasPrefix("› Lima, Lima Province, Peru") } && $0.showsTemperature
        }
        try app.quit()
        let saved = try String(contentsOf: app.placesFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"Lima\""), saved)

        try app.launch()
        try app.waitForList("Lima after a restart") {
            $0.contains { $0.hasPrefix("› Lima, Lima Province, Peru") } && $0.showsTemperature
        }
        try app.tmux.keys("d")
        try app.waitForList("the list empty again") { $0.has("No saved places yet: press a to add one") }
        try app.quit()

        let after = try WeatherBinary.run(
            ["--offline", "--saved"], environment: ["XDG_CONFIG_HOME": app.configHome.path])
        XCTAssertEqual(after.status, 0, after.stderr)
        XCTAssertEqual(after.stdout, "No saved places yet: run weather and press a to add one.\n")
    }

    func testACorruptFileIsMovedAsideAndTheUserIsToldOnScreen() throws {
        let app = try WeatherInTmux(name: "weather-corrupt")
        defer { app.close() }
        try app.writePlaces("{\"version\": 1, \"places\": [{\"name\": ")
        try app.launch()
        let screen = try app.waitForList("the notice") { $0.has("unreadable") }
        XCTAssertTrue(screen.has("No saved places yet"), screen.joined(separator: "\n"))
        try app.quit()

        let folder = app.placesFile.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix("locations.json.corrupt-") }, "\(names)")
        XCTAssertEqual(
            try String(contentsOf: folder.appendingPathComponent(aside), encoding: .utf8),
            "{\"version\": 1, \"places\": [{\"name\": ", "kept byte for byte")
    }

    func testEnterPushesTheDetailAndEscPopsIt() throws {
        let app = try WeatherInTmux(name: "weather-detail")
        defer { app.close() }
        try app.writePlaces(berlinFile)
        try app.launch()
        try app.waitForList("Berlin's row") { $0.contains { $0.hasPrefix("› Berlin, Germany") } && $0.showsTemperature }
        try app.tmux.keys("Enter")
        let detail = try app.tmux.waitFor("Berlin's detail") { screen in
            screen.first?.hasPrefix(" Berlin, Germany  ") == true && screen.has("52.50°N 13.37°E")
                && screen.showsTemperature
                && screen.has("Esc back")
        }
        XCTAssertTrue(detail.has("(demo data, not a forecast)"), detail.joined(separator: "\n"))
        XCTAssertFalse(detail.has("Feels like"), "the demo service gives no feels-like temperature; none is invented")
        // The weather sits right under the header (title, coordinates, a spinner row), not at the screen's foot.
        XCTAssertTrue(detail[3].contains("°C"), "the temperature on row 4:\n" + detail.joined(separator: "\n"))
        try app.tmux.keys("Escape")
        try app.waitForList("the list again") { $0.contains { $0.hasPrefix("› Berlin, Germany") } }
        try app.quit()
    }

    func testARecordedSessionReplaysToTheSavedPlacesAndScreens() throws {
        let app = try WeatherInTmux(name: "weather-record")
        defer { app.close() }
        let recording = app.configHome.appendingPathComponent("session.jsonl")
        try app.launch("--offline --record '\(recording.path)'")
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("lima")
        try app.tmux.waitFor("Lima found") { $0.contains { $0.hasPrefix("› Lima") } }
        try app.tmux.keys("Enter")
        try app.waitForList("Lima saved") {
            $0.contains { $0.hasPrefix("› Lima, Lima Province, Peru") } && $0.showsTemperature
        }
        try app.tmux.keys("Enter")
        try app.tmux.waitFor("Lima's detail") {
            $0.first?.hasPrefix(" Lima, Lima Province, Peru  ") == true && $0.showsTemperature
        }

        // The replay runs while the app is still open: the recording has every event so far.
        let replay = try WeatherBinary.run(["--replay", recording.path, "--json"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any])
        let places = try XCTUnwrap(object["places"] as? [[String: Any]])
        XCTAssertEqual(places.map { $0["name"] as? String }, ["Lima"])
        XCTAssertNotNil(places.first?["weather"], replay.stdout)
        let screens = try XCTUnwrap(object["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.map { $0["screen"] as? String }, ["places", "detail"])
        XCTAssertEqual(screens.last?["place"] as? String, "Lima, Lima Province, Peru")
        XCTAssertEqual(object["quit"] as? Bool, false)

        // The same replay, traced: each key event, the actions it caused and the fields they changed.
        let tracePath = recording.path + ".trace"
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        let traced = try WeatherBinary.run(["--replay", recording.path, "--trace", tracePath])
        XCTAssertEqual(traced.status, 0, traced.stderr)
        let records = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(records.first?["kind"] as? String, "initialState")
        XCTAssertTrue(records.contains { $0["kind"] as? String == "event" })
        let saved = records.first { record in
            (record["changes"] as? [[String: String]])?.contains { $0["field"] == "places" || $0["field"] == "rows" }
                == true
        }
        XCTAssertNotNil(saved, "an action that saved Lima changed the list: \(records.count) records")

        let text = try WeatherBinary.run(["--replay", recording.path])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("Screens: places > detail Lima, Lima Province, Peru"), text.stdout)

        try app.tmux.keys("Escape")
        try app.quit()
    }

    func testSavedPrintsThePlacesWithTheirWeatherAsTextAndJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weather-saved-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rxmvc-weather/locations.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(berlinFile.utf8).write(to: file)
        let environment = ["XDG_CONFIG_HOME": folder.path]

        let text = try WeatherBinary.run(["--offline", "--saved"], environment: environment)
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasPrefix("Berlin, Germany: "), text.stdout)
        XCTAssertTrue(text.stdout.hasSuffix("(offline demo; demo data, not a forecast)\n"), text.stdout)

        let json = try WeatherBinary.run(["--offline", "--saved", "--json"], environment: environment)
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let places = try XCTUnwrap(object["places"] as? [[String: Any]])
        XCTAssertEqual(places.map { $0["name"] as? String }, ["Berlin"])
        XCTAssertEqual((places.first?["weather"] as? [String: Any])?["demoData"] as? Bool, true)

        try Data("[]".utf8).write(to: file)
        let corrupt = try WeatherBinary.run(["--offline", "--saved"], environment: environment)
        XCTAssertEqual(corrupt.status, 0)
        XCTAssertTrue(corrupt.stderr.contains("moved to \(file.path).corrupt-"), corrupt.stderr)
    }

    func testHostileNamesInTheSavedFileAreSanitisedInEveryOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weather-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rxmvc-weather/locations.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let hostile = #"Evil \u001b]0;owned\u0007\u001b[2J\u009b31m\u202eCity"#
        try Data(
            #"{"version": 1, "places": [{"name": "\#(hostile)", "country": "\#(hostile)", "latitude": 1, "longitude": 2}]}"#
                .utf8
        ).write(to: file)
        for arguments in [["--offline", "--saved"], ["--offline", "--saved", "--json"]] {
            let run = try WeatherBinary.run(arguments, environment: ["XDG_CONFIG_HOME": folder.path])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("Evil"), run.stdout)
            for forbidden in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\\u001b", "\\u009b"] {
                XCTAssertFalse(
                    run.stdout.contains(forbidden),
                    "\(arguments): \(forbidden.debugDescription) in \(run.stdout.debugDescription)")
            }
        }
    }

    func testReplayOfAMissingOrBrokenRecordingSaysWhy() throws {
        let missing = try WeatherBinary.run(["--replay", "/nonexistent/session.jsonl"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("cannot read the recording"), missing.stderr)
    }
}
