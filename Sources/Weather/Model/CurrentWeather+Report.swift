import Foundation

extension CurrentWeather {
    /// One line for a terminal or a log: `Berlin: 21.4°C, overcast (Open-Meteo)`, and for demo data
    /// `Berlin: 8.9°C, fog (offline demo; demo data, not a forecast)`.
    public var summary: String {
        var line = "\(placeName): \(temperature)"
        if let conditionDescription, !conditionDescription.isEmpty { line += ", \(conditionDescription)" }
        line += " (\(source)" + (isDemoData ? "; \(CurrentWeather.demoDataNotice)" : "") + ")"
        return line
    }

    /// The report as a JSON object for scripts (`weather --city Berlin --json`).
    ///
    /// Keys: `place`, `temperature` (number), `units` (`metric`/`imperial`), `degrees` ("21.4°C"), `condition`,
    /// `conditionCode`, `source`, `demoData` (bool), `feelsLike`, `humidity`, `windSpeed` and `windSpeedUnit` when the
    /// service gave them, `readingTime` when the service said when the reading was taken (ISO 8601 in UTC,
    /// "2025-06-01T12:00:00Z"; never for demo data), and when the place is known `latitude`, `longitude`, `country`,
    /// `timezone`. Keys without a value are left out.
    /// - Returns: UTF-8 JSON with sorted keys, one line.
    public func jsonData() throws -> Data {
        var object: [String: Any] = [
            "place": placeName, "temperature": temperature.value, "units": temperature.units.rawValue,
            "degrees": temperature.description, "source": source, "demoData": isDemoData,
        ]
        object["condition"] = conditionDescription
        object["conditionCode"] = conditionCode
        object["feelsLike"] = feelsLike?.value
        object["humidity"] = humidity
        object["readingTime"] = readingTime.map(Self.iso8601)
        if let windSpeed {
            object["windSpeed"] = windSpeed
            object["windSpeedUnit"] = windSpeedUnit
        }
        if let location {
            object["latitude"] = location.latitude
            object["longitude"] = location.longitude
            object["country"] = location.country ?? location.countryCode
            object["timezone"] = location.timezone
        }
        return try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// `time` as ISO 8601 in UTC to the whole second ("2025-06-01T12:00:00Z"), a fraction dropped.
    private static func iso8601(_ time: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: time.timeIntervalSince1970.rounded(.down)))
    }
}
