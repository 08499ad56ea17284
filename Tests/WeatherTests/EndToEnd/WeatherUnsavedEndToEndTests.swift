import Foundation
import TmuxHarness
import XCTest

/// A config folder that cannot be written (here a file where the folder should be): the reason is shown whole, Esc warns once, and quitting then says it
/// failed (status 1) — a new place is never gone without a word.
final class WeatherUnsavedEndToEndTests: XCTestCase {
    func testAnUnwritableFolderShowsTheWholeReasonAndEscWarnsBeforeQuitting() throws {
        let app = try WeatherInTmux(name: "weather-unwritable", columns: 80, rows: 24)
        defer { app.close() }
        // The app's folder is a file: nothing can be saved in it, whoever runs the test (root included).
        let folder = app.placesFile.deletingLastPathComponent()
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.path, contents: Data("not a folder".utf8)))
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("Berlin")
        try app.tmux.waitFor("Berlin found") { $0.contains { $0.hasPrefix("› Berlin") } }
        try app.tmux.keys("Enter")
        let failed = try app.waitForList("the save failure, whole") { screen in
            screen.joined(separator: " ").contains("(or set XDG_CONFIG_HOME)")
        }
        XCTAssertTrue(
            failed.joined(separator: " ").contains("Could not save the places to"), failed.joined(separator: "\n"))
        try app.tmux.keys("Escape")
        try app.tmux.waitFor("the warning") { $0.joined(separator: " ").contains("Press Esc again to quit anyway") }
        try app.tmux.keys("Escape")
        try app.tmux.waitFor("the failure status") { $0.has("status=1") }
    }

    func testASearchWithNoMatchSaysSo() throws {
        let app = try WeatherInTmux(name: "weather-no-match")
        defer { app.close() }
        try app.launch()
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("Qzxqzx")
        try app.tmux.waitFor("no match, said so") { $0.has("No place matches \u{201C}Qzxqzx\u{201D}") }
        try app.tmux.keys("Escape")
        try app.quit()
    }
}
