import RxMVC

/// The saved-places app: the list of places (one child feature per row), the screens pushed over it, and what the
/// user must be told.
public struct PlacesState: Equatable, Sendable {
    /// The saved places, in the user's order, each with its weather.
    public var rows: IdentifiedArray<PlaceRow> = []
    /// The highlighted row (0 when the list is empty).
    public var highlighted = 0
    /// The screens over the list: the add-location search, a place's detail.
    public var path = NavigationStack<PlacesScreen>()
    /// Counts the user's changes to the list (add, delete); each change is saved.
    public var revision = 0
    /// A sentence for the user (a file moved aside, a failed save), `nil` when there is none; the undo notice is
    /// `undoNotice`.
    public var notice: String?
    /// `true` once the user asked to quit (Esc on the list).
    public var quit = false
    /// The place deleted last and where it was, while `u` can bring it back (until the next change).
    public var deleted: DeletedPlace?
    /// Why the last save failed, if it did: Esc then warns once before quitting.
    public var saveFailure: String?
    /// Whether Esc already warned that the places are not saved.
    public var quitWarned = false
    /// The places the user added (or put back with `u`, or chose again on the add screen though the list had them)
    /// since the last save that succeeded: saving keeps them in the file even when another window deleted them
    /// meanwhile.
    public var added: [Location] = []

    /// The empty list.
    public init() {}

    /// The saved places, in order.
    public var places: [Location] {
        rows.map(\.location)
    }

    /// Records `place` as added by the user, once.
    mutating func recordAddition(_ place: Location) {
        let id = PlaceRow.id(of: place)
        if !added.contains(where: { PlaceRow.id(of: $0) == id }) { added.append(place) }
    }

    /// What the list says while `u` can bring the deleted place back ("Deleted Berlin. Press u to undo."); other
    /// screens do not say it, as `u` is not undo there.
    public var undoNotice: String? {
        deleted.map { "Deleted \($0.row.location.name). Press u to undo." }
    }
}

/// One saved place and its weather: a child feature with its own effect (the refresh).
/// A deleted place, kept so `u` can put it back where it was.
public struct DeletedPlace: Equatable, Sendable {
    /// The row as it was.
    public var row: PlaceRow
    /// Where it was.
    public var index: Int

    /// A deleted `row` that was at `index`.
    public init(row: PlaceRow, index: Int) {
        self.row = row
        self.index = index
    }
}

public struct PlaceRow: Identifiable, Equatable, Sendable {
    /// The place's identity: its name and coordinates.
    public var id: String { PlaceRow.id(of: location) }
    /// The place.
    public var location: Location
    /// The latest weather, `nil` until it arrives.
    public var weather: CurrentWeather?
    /// `true` while its refresh runs.
    public var isLoading: Bool
    /// The sentence for the last failed refresh, `nil` after a success.
    public var failure: String?
    /// Counts the refreshes asked for; each new value starts one (and cancels the one running).
    public var refreshes: Int

    /// A row for `location` whose first refresh is due.
    public init(location: Location) {
        self.location = location
        weather = nil
        isLoading = true
        failure = nil
        refreshes = 0
    }

    /// The id of the row for `location`.
    public static func id(of location: Location) -> String {
        "\(location.name)@\(location.latitude),\(location.longitude)"
    }
}

/// A screen pushed over the list.
public enum PlacesScreen: Equatable, Sendable {
    /// The add-location search.
    case add(AddPlaceState)
    /// One place's weather in detail.
    case detail(PlaceDetailState)
}

/// The add-location screen: the text typed, the places found for it, which one is highlighted.
public struct AddPlaceState: Equatable, Sendable {
    /// The text as typed.
    public var query = ""
    /// The places found and the query they answer.
    public var results = LocationResults(query: "", locations: [])
    /// `true` while a search runs.
    public var isQuerying = false
    /// The highlighted result.
    public var highlighted = 0
    /// The last failure's sentence, `nil` when the last search worked.
    public var failure: String?
    /// Counts the failures, so that each one is told (the same sentence again too: Enter twice on a name no place
    /// has).
    public var failures = 0

    /// The empty search.
    public init() {}

    /// Whether Enter searches the text on screen again rather than choosing a place: its last search failed, and
    /// no search runs now.
    public var searchesAgainOnEnter: Bool {
        results.failed && !isQuerying && !results.query.isEmpty
            && results.query == query.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A place's detail screen.
public struct PlaceDetailState: Equatable, Sendable {
    /// The place.
    public var location: Location
    /// Its weather: the row's at first, then the detail's own refresh.
    public var weather: CurrentWeather?
    /// `true` while the refresh runs.
    public var isLoading = true
    /// The last failure's sentence: the row's when its last refresh had failed, then the detail's own refresh's.
    /// With `weather` set, that weather is the reading from before the failure, not the current one.
    public var failure: String?

    /// The detail of `location`, showing `weather` until its own refresh ends; `failure` says that the last refresh
    /// failed (so `weather`, if any, is an earlier reading).
    public init(location: Location, weather: CurrentWeather? = nil, failure: String? = nil) {
        self.location = location
        self.weather = weather
        self.failure = failure
    }
}
