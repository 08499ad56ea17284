import Foundation
import TmuxHarness
import XCTest

/// A refresh that fails after an earlier one worked (a stub Open-Meteo whose forecasts switch to 500): the list shows
/// the failure, and "refreshing" on the next `r`; the detail says the refresh failed, that the weather it shows is
/// the earlier reading, and when that reading was taken.
final class WeatherFailedRefreshEndToEndTests: WeatherStubTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        XCTAssertTrue(server.setForecasts("ok"))
    }

    func testAFailedRefreshIsToldOnTheListAndTheDetailShowsTheReadingAsEarlier() throws {
        let app = try WeatherInTmux(name: "weather-failed-refresh", columns: 120)
        defer {
            server.setForecasts("ok") // a held request ends
            app.close()
        }
        // The stub's readings are from 2025-06-01 12:00 UTC (its `current.time`); times are shown in local time.
        try app.launch("", environment: server.openMeteoEnvironment("switchable").merging(["TZ": "UTC"]) { $1 })
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("berl")
        try app.tmux.waitFor("Berlin from the stub geocoder") { $0.contains { $0.hasPrefix("› Berlin") } }
        try app.tmux.keys("Enter")
        try app.waitForList("Berlin with its weather") { $0.has("21.4°C  overcast") }

        XCTAssertTrue(server.setForecasts("500"))
        try app.tmux.keys("r")
        try app.waitForList("the row's failure instead of its weather") { screen in
            screen.contains { $0.hasPrefix("› Berlin") && $0.contains("500") } && !screen.has("21.4°C")
        }
        try app.tmux.keys("Enter")
        let detail = try app.tmux.waitFor("the detail saying the refresh failed") { screen in
            screen.has("Esc back") && screen.has("The last refresh failed: ") && !screen.has("(refreshing)")
        }
        let text = detail.joined(separator: "\n")
        XCTAssertTrue(detail.has("Not current: the reading below is from before the failed refresh."), text)
        XCTAssertTrue(detail.has("21.4°C  overcast"), "the earlier reading, said to be one: \(text)")
        XCTAssertTrue(
            detail.contains { $0.hasPrefix("Reading from ") && $0.hasSuffix(" 12:00") }, "and how old it is: \(text)")

        try app.tmux.keys("Escape")
        try app.waitForList("the list again")
        XCTAssertTrue(server.setForecasts("hold"))
        try app.tmux.keys("r")
        try app.waitForList("the failed row refreshing") { $0.has("refreshing… (the last refresh failed: ") }
        XCTAssertTrue(server.setForecasts("ok"))
        try app.waitForList("the weather back") { screen in
            screen.has("21.4°C  overcast") && !screen.has("refreshing") && !screen.has("failed")
        }
        try app.quit()
    }
}
