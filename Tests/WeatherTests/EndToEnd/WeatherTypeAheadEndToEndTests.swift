import Foundation
import TmuxHarness
import XCTest

/// Keys typed in one burst go to the screen they were meant for, even while a screen is busy.
final class WeatherTypeAheadEndToEndTests: XCTestCase {
    func testTwoPlacesTypedInOneBurstAreBothSaved() throws {
        let app = try WeatherInTmux(name: "weather-burst")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        // One burst, faster than the add screen's search answers: "a Berlin⏎ a Madrid⏎".
        try app.tmux.type("aBerlin")
        try app.tmux.keys("Enter")
        try app.tmux.type("aMadrid")
        try app.tmux.keys("Enter")
        let screen = try app.waitForList("both places") { screen in
            screen.contains { $0.contains("Berlin") } && screen.contains { $0.contains("Madrid") }
        }
        XCTAssertFalse(screen.has("BerlinaMadrid"), screen.joined(separator: "\n"))
        let saved = try String(contentsOf: app.placesFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"Berlin\"") && saved.contains("\"Madrid\""), saved)
        try app.quit()
    }
}

/// The add screen's field is github-search's: a caret, horizontal scrolling, a length cap.
final class WeatherFieldEndToEndTests: XCTestCase {
    func testTheCityFieldScrollsShowsItsCaretAndStopsAtItsLimit() throws {
        let app = try WeatherInTmux(name: "weather-field", columns: 60, rows: 20)
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.waitFor("the add screen") { $0.has("City: city name") }
        try app.tmux.type(String(repeating: "abcdefghij", count: 12) + "Z")
        let screen = try app.tmux.waitFor("the long text, scrolled to its end") { screen in
            screen.contains { $0.hasPrefix("City: ") && $0.hasSuffix("hij") }
        }
        let line = screen.first { $0.hasPrefix("City: ") } ?? ""
        XCTAssertLessThanOrEqual(line.count, 60, line)
        XCTAssertFalse(line.contains("Z"), "the 121st character is past the limit of 100: \(line)")
        XCTAssertEqual(try app.tmux.display("#{cursor_flag}"), "1", "the caret is shown")
        let row = screen.firstIndex { $0.hasPrefix("City: ") } ?? -1
        XCTAssertEqual(try app.tmux.display("#{cursor_y}"), "\(row)", "on the field's row")
        try app.tmux.keys("Escape")
        try app.quit()
    }
}

/// Text typed at once into the add screen (a paste the terminal did not bracket) is one change in a recording.
final class WeatherPasteRecordingEndToEndTests: XCTestCase {
    func testALongTypedTextIsRecordedAsFewEvents() throws {
        let app = try WeatherInTmux(name: "weather-paste")
        defer { app.close() }
        let recording = app.configHome.appendingPathComponent("session.jsonl")
        try app.launch("--offline --record '\(recording.path)'")
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.waitFor("the add screen") { $0.has("City: city name") }
        try app.tmux.type(String(repeating: "Berlin ", count: 12))
        try app.tmux.waitFor("the text in the field") { $0.has("City: Berlin Berlin") }
        try app.tmux.keys("Escape")
        try app.quit()
        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertLessThan(lines.count, 20, "84 characters typed at once: \(lines.count) events")
    }
}
