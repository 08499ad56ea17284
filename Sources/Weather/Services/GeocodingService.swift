import Rx

/// Finds places by name (forward geocoding): "berl" → Berlin, Berlingen, ….
///
/// Implementations: `OpenMeteoGeocodingService` (live), `OfflineGeocodingService` (bundled gazetteer); tests stub it.
public protocol GeocodingService {
    /// Places whose name matches `query`, best match first, at most `count` of them.
    ///
    /// The request starts on subscribe and is cancelled on dispose. No match is an empty array, not an error.
    /// - Parameters:
    ///   - query: What the user typed; leading and trailing spaces do not matter.
    ///   - count: The most places to return.
    /// - Returns: One array of places, or an error (`HTTPError` for transport and server failures).
    func search(_ query: String, count: Int) -> Single<[Location]>
}

extension GeocodingService {
    /// Up to ten places matching `query`, best match first.
    ///
    /// - Parameter query: What the user typed.
    /// - Returns: One array of places, or an error.
    public func search(_ query: String) -> Single<[Location]> {
        search(query, count: 10)
    }
}
