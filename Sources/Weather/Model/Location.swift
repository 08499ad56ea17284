/// A place on Earth that weather can be asked for: a name, where it is, and what is known about it.
///
/// Geocoding services return these; `WeatherService.currentWeather(at:units:)` takes one.
public struct Location: Hashable, Sendable, Codable {
    /// The place's name ("Berlin").
    public var name: String
    /// The country's name ("Germany"), when known.
    public var country: String?
    /// The ISO 3166-1 alpha-2 country code ("DE"), when known.
    public var countryCode: String?
    /// The first-level administrative area (state, province, region: "Land Berlin"), when known.
    public var adminArea: String?
    /// Latitude in decimal degrees, north positive.
    public var latitude: Double
    /// Longitude in decimal degrees, east positive.
    public var longitude: Double
    /// The IANA time zone ("Europe/Berlin"), when known.
    public var timezone: String?

    /// Makes a location.
    ///
    /// - Parameters:
    ///   - name: The place's name.
    ///   - country: The country's name, when known.
    ///   - countryCode: The ISO 3166-1 alpha-2 country code, when known.
    ///   - adminArea: The state, province or region, when known.
    ///   - latitude: Latitude in decimal degrees.
    ///   - longitude: Longitude in decimal degrees.
    ///   - timezone: The IANA time zone, when known.
    public init(
        name: String, country: String? = nil, countryCode: String? = nil, adminArea: String? = nil,
        latitude: Double, longitude: Double, timezone: String? = nil
    ) {
        self.name = name
        self.country = country
        self.countryCode = countryCode
        self.adminArea = adminArea
        self.latitude = latitude
        self.longitude = longitude
        self.timezone = timezone
    }

    private enum CodingKeys: String, CodingKey {
        case name, country, countryCode, adminArea, latitude, longitude, timezone
    }

    /// Decodes a location (the gazetteer, a file of places), refusing coordinates that are not finite or not on
    /// Earth with `DecodingError.dataCorrupted` whose underlying error is `WeatherError.implausibleValue`.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            country: try container.decodeIfPresent(String.self, forKey: .country),
            countryCode: try container.decodeIfPresent(String.self, forKey: .countryCode),
            adminArea: try container.decodeIfPresent(String.self, forKey: .adminArea),
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude),
            timezone: try container.decodeIfPresent(String.self, forKey: .timezone))
        do {
            _ = try Plausible.location(self)
        } catch {
            // Said of the data itself (a file, a recording), not of a service's answer.
            var reason = "\(error)"
            if case WeatherError.implausibleValue(let name, let value, let plausible)? = error as? WeatherError {
                reason = "the \(name) is \(value), not between \(plausible.lowerBound) and \(plausible.upperBound)"
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason, underlyingError: error))
        }
    }

    /// "Berlin, Land Berlin, Germany": the name with whatever area and country are known, for list rows.
    public var displayName: String {
        var parts = [name]
        if let adminArea, !adminArea.isEmpty, adminArea != name { parts.append(adminArea) }
        if let country, !country.isEmpty {
            parts.append(country)
        } else if let countryCode, !countryCode.isEmpty {
            parts.append(countryCode)
        }
        return parts.joined(separator: ", ")
    }

    /// "52.52°N 13.41°E": the coordinates, two decimals, for detail lines.
    public var coordinatesDescription: String {
        let latitudeText = Self.twoDecimals(abs(latitude)) + (latitude < 0 ? "°S" : "°N")
        let longitudeText = Self.twoDecimals(abs(longitude)) + (longitude < 0 ? "°W" : "°E")
        return latitudeText + " " + longitudeText
    }

    /// Two decimals of a non-negative value; `?` when not finite, Swift's own spelling when too large (never a
    /// trap).
    private static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        guard let hundredths = Int(exactly: (value * 100).rounded()) else { return "\(value)" }
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
