/// The unit system temperatures are shown in: `metric` (°C) or `imperial` (°F).
///
/// Pick it once (the app's `--units` flag) and pass it to the services and view models.
public enum Units: String, Sendable, CaseIterable, Codable {
    /// Degrees Celsius.
    case metric
    /// Degrees Fahrenheit.
    case imperial

    /// The symbol printed after a temperature: `°C` or `°F`.
    public var temperatureSymbol: String {
        switch self {
        case .metric: return "°C"
        case .imperial: return "°F"
        }
    }

    /// Open-Meteo's `temperature_unit` value: `celsius` or `fahrenheit`.
    public var openMeteoTemperatureUnit: String {
        switch self {
        case .metric: return "celsius"
        case .imperial: return "fahrenheit"
        }
    }

    /// Converts a temperature given in degrees Celsius into this unit system.
    ///
    /// - Parameter celsius: Degrees Celsius.
    /// - Returns: The same temperature in this system's unit.
    public func fromCelsius(_ celsius: Double) -> Double {
        switch self {
        case .metric: return celsius
        case .imperial: return celsius * 9 / 5 + 32
        }
    }
}
