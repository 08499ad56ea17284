import Foundation

/// The weather now at one place, as a service reported it (or, offline, as demo data).
///
/// `isDemoData` is `true` when the numbers are made up (the offline service): the UI must say
/// `CurrentWeather.demoDataNotice` next to them.
public struct CurrentWeather: Hashable, Sendable {
    /// The place the weather is for, as the service named it ("Berlin").
    public var placeName: String
    /// The place, when the request was made for a known location.
    public var location: Location?
    /// The air temperature.
    public var temperature: Temperature
    /// The condition code in the service's scheme (WMO code for Open-Meteo, condition id for OpenWeatherMap).
    public var conditionCode: Int?
    /// The condition in words ("overcast", "light rain"), when known.
    public var conditionDescription: String?
    /// Which service said so ("Open-Meteo", "OpenWeatherMap", "offline demo").
    public var source: String
    /// `true` when the values are deterministic demo data, not a measurement or forecast.
    public var isDemoData: Bool
    /// The apparent ("feels like") temperature, when the service gives it.
    public var feelsLike: Temperature?
    /// The relative humidity in percent (0…100), when the service gives it.
    public var humidity: Double?
    /// The wind speed in `windSpeedUnit`, when the service gives it.
    public var windSpeed: Double?
    /// The unit of `windSpeed` as the service gave it ("km/h", "mph", "m/s"); `""` without a wind speed.
    public var windSpeedUnit: String
    /// When the reading was taken, as the service says (Open-Meteo's `current.time`, OpenWeatherMap's `dt`); `nil`
    /// when it does not say, and for demo data, which is not a reading.
    public var readingTime: Date?

    /// What the UI shows next to demo data.
    public static let demoDataNotice = "demo data, not a forecast"

    /// Makes a weather report.
    ///
    /// - Parameters:
    ///   - placeName: The place's name as the service gave it.
    ///   - location: The place, when known.
    ///   - temperature: The air temperature.
    ///   - conditionCode: The service's condition code, when known.
    ///   - conditionDescription: The condition in words, when known.
    ///   - source: The service's name.
    ///   - isDemoData: `true` for made-up values.
    public init(
        placeName: String, location: Location? = nil, temperature: Temperature, conditionCode: Int? = nil,
        conditionDescription: String? = nil, source: String, isDemoData: Bool = false
    ) {
        feelsLike = nil
        humidity = nil
        windSpeed = nil
        windSpeedUnit = ""
        readingTime = nil
        self.placeName = placeName
        self.location = location
        self.temperature = temperature
        self.conditionCode = conditionCode
        self.conditionDescription = conditionDescription
        self.source = source
        self.isDemoData = isDemoData
    }
}

/// Words for the WMO weather interpretation codes Open-Meteo reports as `weather_code`.
public enum WMOWeatherCode {
    /// The description of `code` ("partly cloudy"), or `nil` for a code outside the WMO table Open-Meteo uses.
    ///
    /// - Parameter code: A WMO weather interpretation code (0–99).
    /// - Returns: Lower-case words, or `nil`.
    public static func description(of code: Int) -> String? {
        switch code {
        case 0: return "clear sky"
        case 1: return "mainly clear"
        case 2: return "partly cloudy"
        case 3: return "overcast"
        case 45: return "fog"
        case 48: return "depositing rime fog"
        case 51: return "light drizzle"
        case 53: return "moderate drizzle"
        case 55: return "dense drizzle"
        case 56: return "light freezing drizzle"
        case 57: return "dense freezing drizzle"
        case 61: return "slight rain"
        case 63: return "moderate rain"
        case 65: return "heavy rain"
        case 66: return "light freezing rain"
        case 67: return "heavy freezing rain"
        case 71: return "slight snow fall"
        case 73: return "moderate snow fall"
        case 75: return "heavy snow fall"
        case 77: return "snow grains"
        case 80: return "slight rain showers"
        case 81: return "moderate rain showers"
        case 82: return "violent rain showers"
        case 85: return "slight snow showers"
        case 86: return "heavy snow showers"
        case 95: return "thunderstorm"
        case 96: return "thunderstorm with slight hail"
        case 99: return "thunderstorm with heavy hail"
        default: return nil
        }
    }
}
