import Foundation
import TmuxHarness
import XCTest

/// A thousand saved places: the list stays responsive while their weather arrives, and Esc quits at once.
final class WeatherManyPlacesEndToEndTests: XCTestCase {
    func testAThousandPlacesLoadAndEscQuitsPromptly() throws {
        let app = try WeatherInTmux(name: "weather-many")
        defer { app.close() }
        let places = (0..<1_000).map { index in
            "{\"name\": \"Place\(index)\", \"country\": \"Testland\", \"latitude\": \(Double(index % 170) - 84.5), "
                + "\"longitude\": \(Double(index * 7 % 350) - 174.75)}"
        }
        try app.writePlaces("{\"version\": 1, \"places\": [\(places.joined(separator: ", "))]}")
        try app.launch()
        try app.waitForList("the first rows with their weather") { screen in
            screen.contains { $0.hasPrefix("› Place0, Testland") && $0.contains("°C") }
        }
        try app.tmux.keys("Down", "Down")
        try app.waitForList("the highlight moved while the rest loads") { screen in
            screen.contains { $0.hasPrefix("› Place2, Testland") }
        }
        try app.quit()
    }
}
