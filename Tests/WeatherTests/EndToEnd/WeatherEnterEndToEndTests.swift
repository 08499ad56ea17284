import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` in tmux: Enter pressed right after typing in the add-location search saves the place
/// typed, not the row the previous search left highlighted.
final class WeatherEnterEndToEndTests: XCTestCase {
    func testEnterRightAfterTypingSavesTheTypedCityNotThePreviousRow() throws {
        let app = try WeatherInTmux(name: "weather-enter")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet: press a to add one") }
        try app.tmux.keys("a")
        try app.tmux.waitFor("the add screen") { $0.contains { $0.hasPrefix("City: city name, e.g. Berlin") } }

        try app.tmux.type("recife")
        try app.tmux.waitFor("Recife highlighted") { $0.contains { $0.hasPrefix("› Recife") } }

        // Clear the field, type another city and press Enter in one burst, well within the 300 ms debounce.
        try app.tmux.keys("C-u", "l", "i", "m", "a", "Enter")
        let list = try app.waitForList("the list with the saved place") { $0.showsTemperature }
        XCTAssertTrue(list.contains { $0.contains("Lima, Lima Province, Peru") }, list.joined(separator: "\n"))
        XCTAssertFalse(list.contains { $0.contains("Recife") }, list.joined(separator: "\n"))

        try app.quit()
    }
}
