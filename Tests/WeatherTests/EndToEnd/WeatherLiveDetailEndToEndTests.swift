import Foundation
import TmuxHarness
import XCTest

/// The full-screen `weather` on live services (a stub Open-Meteo on 127.0.0.1): the detail shows feels-like,
/// humidity and wind because the service gives them, and a hostile place name from the service is shown clean.
final class WeatherLiveDetailEndToEndTests: WeatherStubTestCase {
    func testTheDetailShowsWhatTheServiceGives() throws {
        let app = try WeatherInTmux(name: "weather-live-detail")
        defer { app.close() }
        try app.launch("", environment: server.openMeteoEnvironment("ok"))
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("berl")
        try app.tmux.waitFor("Berlin from the stub geocoder") { $0.contains { $0.hasPrefix("› Berlin") } }
        try app.tmux.keys("Enter")
        try app.waitForList("Berlin with live weather") { $0.has("21.4°C  overcast") }
        try app.tmux.keys("Enter")
        let detail = try app.tmux.waitFor("the detail with the extra fields") { $0.has("Feels like 19.8°C") }
        XCTAssertTrue(detail.has("Humidity 55%"), detail.joined(separator: "\n"))
        XCTAssertTrue(detail.has("Wind 12.3 km/h"), detail.joined(separator: "\n"))
        XCTAssertFalse(detail.has("demo data"), detail.joined(separator: "\n"))
        try app.tmux.keys("Escape")
        try app.waitForList("the list again")
        try app.quit()
    }

    func testAHostilePlaceNameFromTheServiceIsShownClean() throws {
        let app = try WeatherInTmux(name: "weather-live-hostile")
        defer { app.close() }
        try app.launch("", environment: server.openMeteoEnvironment("hostile"))
        try app.waitForList("the empty list") { $0.has("No saved places yet") }
        try app.tmux.keys("a")
        try app.tmux.type("evil")
        try app.tmux.waitFor("the hostile place") { $0.contains { $0.hasPrefix("› Evil") } }
        try app.tmux.keys("Enter")
        let list = try app.waitForList("the hostile place saved") { $0.contains { $0.hasPrefix("› Evil") } }
        XCTAssertEqual(try app.tmux.display("#{pane_title}").contains("owned"), false, "no title set by the name")
        XCTAssertFalse(list.has("owned"), list.joined(separator: "\n"))
        try app.quit()
        let saved = try String(contentsOf: app.placesFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("Evil"), "saved as the service named it; cleaned only when shown")
    }
}
