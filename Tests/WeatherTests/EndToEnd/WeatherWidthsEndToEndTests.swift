import Foundation
import TmuxHarness
import XCTest

/// The saved-places screen at 60, 80 and 100 columns: what does not fit is cut with "…", and the demo-data label,
/// the services' name and the key hints are the last to go.
final class WeatherWidthsEndToEndTests: XCTestCase {
    private let stateOfBerlin = """
        {"version": 1, "places": [{"name": "Berlin", "adminArea": "State of Berlin", "country": "Germany",
         "countryCode": "DE", "latitude": 52.5, "longitude": 13.3667, "timezone": "Europe/Berlin"}]}
        """

    func testEveryWidthKeepsTheDemoLabelTheServicesAndTheKeys() throws {
        for columns in [60, 80, 100] {
            let app = try WeatherInTmux(name: "weather-widths", columns: columns, rows: 24)
            defer { app.close() }
            try app.writePlaces(stateOfBerlin)
            try app.launch()
            let screen = try app.waitForList("Berlin's weather at \(columns) columns") { screen in
                screen.contains { $0.hasPrefix("› Berlin") && $0.contains("°C") }
            }
            let text = screen.joined(separator: "\n")
            let row = screen.first { $0.hasPrefix("› Berlin") } ?? ""
            XCTAssertTrue(row.contains("(demo data, not a forecast)"), "\(columns) columns:\n\(text)")
            XCTAssertTrue(screen.has("offline: demo data, not a forecast"), "\(columns) columns:\n\(text)")
            XCTAssertTrue(screen.allSatisfy { $0.count <= columns }, text)
            if columns < 80 {
                XCTAssertTrue(row.contains("…"), "a cut row says so, at \(columns) columns: \(row)")
            }
            try app.tmux.keys("r")
            if columns >= 100 {
                try app.tmux.waitFor("the refresh shown whole") { screen in
                    screen.contains { $0.hasPrefix("› Berlin") && $0.contains("(refreshing)") }
                }
            }
            try app.quit()
        }
    }
}
