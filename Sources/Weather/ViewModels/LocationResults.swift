/// The places found for one query: what the add-location list shows, and which text they answer.
///
/// `AddLocationViewModel.results` emits one per query; `WeatherViewModel` uses it to act on Enter only with the
/// results for the text on screen.
public struct LocationResults: Hashable, Sendable {
    /// The query the places answer, trimmed; `""` for the empty query.
    public var query: String
    /// The places, best match first.
    public var locations: [Location]
    /// `true` when the request failed (`locations` is then empty; the failure came out on `errors`).
    public var failed: Bool

    /// Makes a result.
    ///
    /// - Parameters:
    ///   - query: The trimmed query.
    ///   - locations: The places found.
    ///   - failed: `true` when the request failed.
    public init(query: String, locations: [Location], failed: Bool = false) {
        self.query = query
        self.locations = locations
        self.failed = failed
    }
}
