import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` in tmux: the undo notice is on the list, where `u` undoes, and not on the add screen,
/// where `u` is a letter of the city.
final class WeatherUndoEndToEndTests: XCTestCase {
    func testTheUndoNoticeIsOnTheListOnly() throws {
        let app = try WeatherInTmux(name: "weather-undo")
        defer { app.close() }
        try app.writePlaces(
            """
            {"version": 1, "places": [{"name": "Prague", "latitude": 50.09, "longitude": 14.42},
             {"name": "Berlin", "latitude": 52.52, "longitude": 13.41}]}
            """)
        try app.launch()
        try app.waitForList("Prague highlighted") { $0.contains { $0.hasPrefix("› Prague") } }
        try app.tmux.keys("d")
        let undo = "Deleted Prague. Press u to undo."
        try app.waitForList("the undo notice") { $0.has(undo) && !$0.has("Prague,") }
        try app.tmux.keys("a")
        let add = try app.tmux.waitFor("the add screen") { $0.contains { $0.hasPrefix("City: ") } }
        XCTAssertFalse(add.has(undo), add.joined(separator: "\n"))
        try app.tmux.keys("Escape")
        try app.waitForList("the undo notice again") { $0.has(undo) }
        try app.tmux.keys("u")
        try app.waitForList("Prague back") { $0.contains { $0.hasPrefix("› Prague") } && !$0.has(undo) }
        try app.quit()
    }
}
