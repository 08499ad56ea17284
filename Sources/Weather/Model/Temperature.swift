/// A temperature in a unit system, printed the way the app shows it: `21.4°C`, `70.5°F`.
///
/// Services return one inside `CurrentWeather`; view models print it with `description`.
public struct Temperature: Hashable, Sendable, CustomStringConvertible {
    /// The number of degrees in `units`' unit.
    public var value: Double
    /// The unit system `value` is in.
    public var units: Units

    /// Makes a temperature.
    ///
    /// - Parameters:
    ///   - value: Degrees in `units`' unit.
    ///   - units: The unit system.
    public init(_ value: Double, units: Units) {
        self.value = value
        self.units = units
    }

    /// One decimal and the unit symbol: `21.4°C`, `-3.0°C`, `70.5°F` (never `-0.0`).
    public var description: String {
        Temperature.oneDecimal(value) + units.temperatureSymbol
    }

    /// `value` rounded half away from zero to one decimal, as text, without a negative zero; `?` when not finite,
    /// and Swift's own spelling ("9.3e+17") when too large for whole tenths (never a trap).
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        guard let tenths = Int(exactly: (abs(value) * 10).rounded()) else { return "\(value)" }
        let sign = value < 0 && tenths != 0 ? "-" : ""
        return "\(sign)\(tenths / 10).\(tenths % 10)"
    }
}
