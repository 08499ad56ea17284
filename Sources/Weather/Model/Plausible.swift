import Foundation

/// The ranges a number from a weather or geocoding service must fall in to be believed, and the checks that turn
/// anything else (not finite, absurdly large) into `WeatherError.implausibleValue` instead of a crash later.
///
/// Every number the services decode passes one of these checks before it reaches a model value.
enum Plausible {
    /// Latitude in degrees.
    static let latitude: ClosedRange<Double> = -90...90
    /// Longitude in degrees.
    static let longitude: ClosedRange<Double> = -180...180
    /// Air temperature near the ground in °C, with a wide margin around the records (−89.2 °C, 56.7 °C).
    static let celsius: ClosedRange<Double> = -100...70
    /// WMO weather interpretation codes (Open-Meteo's `weather_code`).
    static let wmoCode: ClosedRange<Double> = 0...99
    /// OpenWeatherMap condition ids (2xx thunderstorm … 8xx clouds; 9xx were extreme conditions).
    static let openWeatherConditionID: ClosedRange<Double> = 200...999

    /// Relative humidity in percent.
    static let humidity: ClosedRange<Double> = 0...100
    /// Wind speed in m/s near the ground, with a wide margin around the record gust (113 m/s).
    static let windMetresPerSecond: ClosedRange<Double> = 0...150
    /// The time of a reading in seconds since 1970 (Unix time): from 2000-01-01 to 2100-01-01 UTC.
    static let unixTime: ClosedRange<Double> = 946_684_800...4_102_444_800

    /// The date of a reading taken at `value` (Unix time) when it is within `unixTime`.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming `name`.
    static func time(_ value: Double, _ name: String) throws -> Date {
        Date(timeIntervalSince1970: try check(value, "\(name) (Unix time)", in: unixTime))
    }

    /// A wind speed in `unit` ("km/h", "mph", "m/s") when it is within `windMetresPerSecond` converted to `unit`.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming `name`.
    static func wind(_ value: Double, _ name: String, unit: String) throws -> Double {
        let factor = unit == "km/h" ? 3.6 : unit == "mph" ? 2.236_936 : 1
        let range = (windMetresPerSecond.lowerBound * factor)...(windMetresPerSecond.upperBound * factor)
        return try check(value, "\(name) (\(unit))", in: range)
    }

    /// `value` when it is finite and within `range`.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming `name`.
    static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw WeatherError.implausibleValue(name: name, value: value, plausible: range)
        }
        return value
    }

    /// `code` when it is within `range`.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming `name`.
    static func check(_ code: Int, _ name: String, in range: ClosedRange<Double>) throws -> Int {
        guard range.contains(Double(code)) else {
            throw WeatherError.implausibleValue(name: name, value: Double(code), plausible: range)
        }
        return code
    }

    /// A temperature in `units` when it is within `celsius` converted to `units`.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming `name`.
    static func temperature(_ value: Double, _ name: String, units: Units) throws -> Temperature {
        let range = units.fromCelsius(celsius.lowerBound)...units.fromCelsius(celsius.upperBound)
        return Temperature(try check(value, "\(name) (\(units.temperatureSymbol))", in: range), units: units)
    }

    /// `location` when its coordinates are finite and on Earth.
    ///
    /// - Throws: `WeatherError.implausibleValue` naming the coordinate.
    static func location(_ location: Location) throws -> Location {
        _ = try check(location.latitude, "latitude of \(location.name)", in: latitude)
        _ = try check(location.longitude, "longitude of \(location.name)", in: longitude)
        return location
    }
}
