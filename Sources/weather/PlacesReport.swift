import Foundation
import RxTerminal
import Weather

/// The saved places and screens as text or JSON, for `--saved` and `--replay`; every text is sanitised.
enum PlacesReport {
    /// One place as a JSON object: name, area, country, coordinates, and its weather or the failure.
    static func placeObject(_ location: Location, weather: CurrentWeather?, failure: String?) -> [String: Any] {
        let location = WeatherText.sanitized(location)
        var object: [String: Any] = [
            "name": location.name, "displayName": location.displayName,
            "latitude": location.latitude, "longitude": location.longitude,
        ]
        object["country"] = location.country
        object["countryCode"] = location.countryCode
        object["adminArea"] = location.adminArea
        if let weather = weather.map(WeatherText.sanitized),
            let data = try? weather.jsonData(),
            let report = try? JSONSerialization.jsonObject(with: data)
        {
            object["weather"] = report
        }
        object["error"] = failure.map(TextSanitizer.sanitize)
        return object
    }

    /// "Berlin, Germany: 21.4°C, overcast (Open-Meteo)" or "Berlin, Germany: <failure>".
    static func line(_ location: Location, weather: CurrentWeather?, failure: String?) -> String {
        let name = WeatherText.sanitized(location).displayName
        if let weather = weather.map(WeatherText.sanitized) {
            var summary = weather.summary
            summary.removeFirst(weather.placeName.count)
            return TextSanitizer.sanitize(name + summary)
        }
        return name + ": " + TextSanitizer.sanitize(failure ?? "no weather")
    }

    /// `{"places": [...], "screens": [...], "highlighted": n, "quit": bool}`.
    static func replayJSON(_ state: PlacesState) throws -> Data {
        let object: [String: Any] = [
            "places": state.rows.map { placeObject($0.location, weather: $0.weather, failure: $0.failure) },
            "screens": screens(state).map(\.json),
            "highlighted": state.highlighted,
            "quit": state.quit,
        ]
        return try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The saved places, one a line, then the screens, bottom first.
    static func replayText(_ state: PlacesState) -> String {
        var lines = ["Saved places (\(state.rows.count)):"]
        lines += state.rows.map { "  " + line($0.location, weather: $0.weather, failure: $0.failure) }
        lines.append("Screens: " + screens(state).map(\.text).joined(separator: " > "))
        if state.quit { lines.append("The session ended with quit.") }
        return lines.joined(separator: "\n")
    }

    private struct ScreenSummary {
        var text: String
        var json: [String: Any]
    }

    private static func screens(_ state: PlacesState) -> [ScreenSummary] {
        [ScreenSummary(text: "places", json: ["screen": "places"])]
            + state.path.elements.map { element in
                switch element.screen {
                case .add(let add):
                    // A failed search is told, not shown as an empty list of results (no place matching).
                    let query = TextSanitizer.sanitize(add.query)
                    let failure = add.failure.map(TextSanitizer.sanitize)
                    var json: [String: Any] = [
                        "screen": "add", "query": query,
                        "results": add.results.locations.map { WeatherText.sanitized($0).displayName },
                    ]
                    json["error"] = failure
                    return ScreenSummary(
                        text: "add \"\(query)\"" + (failure.map { " (\($0))" } ?? ""), json: json)
                case .detail(let detail):
                    let name = WeatherText.sanitized(detail.location).displayName
                    return ScreenSummary(text: "detail \(name)", json: ["screen": "detail", "place": name])
                }
            }
    }
}
