import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` in tmux: Enter on a name no place has says so every time, not only the first.
final class WeatherNotFoundEndToEndTests: XCTestCase {
    func testEachEnterOnANameWithNoPlaceSaysSo() throws {
        let app = try WeatherInTmux(name: "weather-not-found")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet: press a to add one") }
        try app.tmux.keys("a")
        try app.tmux.type("Xyzzy")
        try app.tmux.waitFor("no match") { $0.has("No place matches \u{201C}Xyzzy\u{201D}") }
        let notFound = "No place called \"Xyzzy\" was found"
        for attempt in 1...2 {
            try app.tmux.keys("Enter")
            try app.tmux.waitFor("the failure, Enter \(attempt)") { $0.has(notFound) }
            try app.tmux.waitFor("the failure gone, Enter \(attempt)") { !$0.has(notFound) }
        }
        try app.tmux.keys("Escape")
        try app.quit()
    }
}
