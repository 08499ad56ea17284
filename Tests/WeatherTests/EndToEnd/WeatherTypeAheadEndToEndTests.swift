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
