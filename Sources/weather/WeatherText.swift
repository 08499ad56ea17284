import RxTerminal
import Weather

/// The texts of places and reports, cleaned for printing: every name and word in them came from a service (or a
/// file), so each passes `TextSanitizer` (no escape sequence, control or bidi character, no secret, a length cap).
enum WeatherText {
    /// `location` with its name, area, country, code and time zone sanitised.
    static func sanitized(_ location: Location) -> Location {
        var copy = location
        copy.name = TextSanitizer.sanitize(location.name)
        copy.country = location.country.map(TextSanitizer.sanitize)
        copy.countryCode = location.countryCode.map(TextSanitizer.sanitize)
        copy.adminArea = location.adminArea.map(TextSanitizer.sanitize)
        copy.timezone = location.timezone.map(TextSanitizer.sanitize)
        return copy
    }

    /// `weather` with its place, location, condition and source sanitised, for a line of text or JSON.
    static func sanitized(_ weather: CurrentWeather) -> CurrentWeather {
        var copy = weather
        copy.placeName = TextSanitizer.sanitize(weather.placeName)
        copy.location = weather.location.map(sanitized)
        copy.conditionDescription = weather.conditionDescription.map(TextSanitizer.sanitize)
        copy.source = TextSanitizer.sanitize(weather.source)
        return copy
    }

    /// The sentence for a failure, sanitised (it may quote the server or the name asked for).
    static func message(for error: Error) -> String {
        TextSanitizer.sanitize(WeatherError.message(for: error))
    }
}
