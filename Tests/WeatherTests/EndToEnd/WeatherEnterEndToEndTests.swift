import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` in tmux: Enter pressed right after typing acts on the text typed, not on the row the
/// previous search left highlighted.
final class WeatherEnterEndToEndTests: XCTestCase {
    func testEnterRightAfterTypingPicksTheTypedCityNotThePreviousRow() throws {
        let weather = try WeatherBinary.url()
        let tmux = try Tmux(name: "weather-enter")
        defer { tmux.close() }
        try tmux.type("'\(weather.path)' --offline; echo \"status=$?\"")
        try tmux.keys("Enter")
        try tmux.waitFor("the first frame") { $0.contains { $0.hasPrefix("City: city name, e.g. Berlin") } }

        try tmux.type("recife")
        try tmux.waitFor("Recife highlighted") { $0.contains { $0.hasPrefix("› Recife") } }

        // Clear the field, type another city and press Enter in one burst, well within the 300 ms debounce.
        try tmux.keys("C-u", "l", "i", "m", "a", "Enter")
        let panel = try tmux.waitFor("a weather panel") { screen in
            screen.contains { $0.range(of: #"^-?\d+\.\d°C"#, options: .regularExpression) != nil }
        }
        XCTAssertTrue(panel.contains { $0.hasPrefix("Lima, Peru") }, panel.joined(separator: "\n"))
        XCTAssertFalse(panel.contains { $0.hasPrefix("Recife, Brazil") }, panel.joined(separator: "\n"))

        try tmux.keys("Escape")
        try tmux.waitFor("the shell again") { $0.contains("status=0") }
    }
}
