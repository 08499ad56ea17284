import Foundation
import RxMVC
import TmuxHarness
import Weather
import XCTest

/// A search on a geocoder that answers 500 (a stub Open-Meteo on 127.0.0.1) is told as a failure, never shown as a
/// search that matched nothing: in a live replay's report and on the add screen.
final class WeatherFailedSearchEndToEndTests: WeatherStubTestCase {
    /// `a`, "Berlin", and the session ends on the add screen.
    private func writeSession() throws -> URL {
        let events: [RecordedUserEvent<PlacesEvent>] = [
            RecordedUserEvent(time: 0, event: .launched(places: [], notice: nil)),
            RecordedUserEvent(time: 0.1, event: .add),
            RecordedUserEvent(
                time: 0.2, event: .screen(id: StackElementID(rawValue: 0), event: .queryChanged("Berlin"))),
        ]
        let lines = try events.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-failed-search-\(UUID().uuidString).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return file
    }

    private func addScreen(_ run: WeatherBinary.Run) throws -> [String: Any] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(object["screens"] as? [[String: Any]], run.stdout)
        XCTAssertEqual(screens.map { $0["screen"] as? String }, ["places", "add"], run.stdout)
        return try XCTUnwrap(screens.last, run.stdout)
    }

    func testALiveReplayReportsTheAddScreensFailedSearch() throws {
        let session = try writeSession()
        defer { try? FileManager.default.removeItem(at: session) }

        let failed = try WeatherBinary.run(
            ["--replay", session.path, "--api", "--json"],
            environment: server.openMeteoEnvironment("error500", forecasts: "ok"))
        XCTAssertEqual(failed.status, 0, failed.stderr)
        let add = try addScreen(failed)
        XCTAssertEqual(add["query"] as? String, "Berlin")
        XCTAssertEqual((add["results"] as? [String])?.count, 0, failed.stdout)
        let error = try XCTUnwrap(add["error"] as? String, "the failure, not an empty search: \(failed.stdout)")
        XCTAssertTrue(error.contains("500"), error)

        let text = try WeatherBinary.run(
            ["--replay", session.path, "--api"], environment: server.openMeteoEnvironment("error500", forecasts: "ok"))
        XCTAssertTrue(text.stdout.contains("Screens: places > add \"Berlin\" ("), text.stdout)

        let found = try WeatherBinary.run(
            ["--replay", session.path, "--api", "--json"],
            environment: server.openMeteoEnvironment("ok"))
        XCTAssertEqual(found.status, 0, found.stderr)
        let ok = try addScreen(found)
        XCTAssertNil(ok["error"], "a search that worked has no error: \(found.stdout)")
        XCTAssertEqual((ok["results"] as? [String])?.first, "Berlin, Land Berlin, Germany", found.stdout)
    }

    func testTheAddScreenSaysTheSearchFailed() throws {
        let app = try WeatherInTmux(name: "weather-failed-search", columns: 120)
        defer { app.close() }
        try app.launch("", environment: server.openMeteoEnvironment("error500", forecasts: "ok"))
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("berl")
        let screen = try app.tmux.waitFor("the failed search in the list") { screen in
            screen.has("City: berl") && screen.has("The search for \u{201C}berl\u{201D} failed: ")
        }
        XCTAssertFalse(screen.has("type a few letters"), screen.joined(separator: "\n"))
        try app.tmux.keys("Escape")
        try app.waitForList("the list again")
        try app.quit()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertTrue(server.setSearches("ok"))
    }

    /// The app (in tmux session `name`) launched on a stub whose searches fail (500), on the add screen once "berl"
    /// has failed and the status line says Enter searches again; the stub's searches work from then on.
    private func appAfterAFailedSearch(_ name: String) throws -> WeatherInTmux {
        let app = try WeatherInTmux(name: name, columns: 120)
        do {
            XCTAssertTrue(server.setSearches("500"))
            try app.launch("", environment: server.openMeteoEnvironment("switchable"))
            try app.waitForList("the empty list") { $0.has("No saved places yet") }
            try app.tmux.keys("a")
            try app.tmux.type("berl")
            try app.tmux.waitFor("the failed search, and how to search again") { screen in
                screen.has("The search for \u{201C}berl\u{201D} failed: ") && screen.has("Enter search again  Esc back")
            }
            XCTAssertTrue(server.setSearches("ok"))
            return app
        } catch {
            app.close()
            throw error
        }
    }

    /// The search fails (500) and the status line says Enter searches again; once the server works, Enter finds
    /// Berlin for the same text.
    func testEnterSearchesAgainAfterAFailedSearch() throws {
        let app = try appAfterAFailedSearch("weather-search-again")
        defer { app.close() }
        try app.tmux.keys("Enter")
        let found = try app.tmux.waitFor("Berlin found for the same text") { screen in
            screen.contains { $0.hasPrefix("› Berlin") } && screen.has("Enter save  Esc back")
        }
        XCTAssertTrue(found.has("City: berl"), found.joined(separator: "\n"))
        let searches = server.requests().filter { $0.hasPrefix("/switchable/v1/search?name=berl&") }
        XCTAssertEqual(searches.count, 2, "\(searches)")
        try app.tmux.keys("Escape")
        try app.waitForList("the list again")
        try app.quit()
    }

    /// After a failed search, "Berlin⏎a" typed in one burst saves Berlin and opens the add screen again: `a` is held
    /// while Enter waits for Berlin's results, as after a search that worked.
    func testKeysTypedAfterEnterFollowingAFailedSearchGoToTheNextScreen() throws {
        let app = try appAfterAFailedSearch("weather-hold-after-failure")
        defer { app.close() }
        try app.tmux.keys("C-u")
        try app.tmux.type("Berlin")
        try app.tmux.keys("Enter", "a")
        try app.tmux.waitFor("a new add screen, its field empty") { $0.has("City: city name") }
        let saved = try String(contentsOf: app.placesFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"Berlin\""), saved)
        try app.tmux.keys("Escape")
        try app.waitForList("the list, with Berlin") { $0.contains { $0.contains("Berlin") } }
        try app.quit()
    }
}
