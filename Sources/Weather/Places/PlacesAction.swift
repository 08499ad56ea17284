import RxMVC

/// What happened in the saved-places app, for `PlacesModel`.
public enum PlacesAction: Equatable, Sendable {
    /// The saved places were loaded.
    case launched(places: [Location], notice: String?)
    /// Every row's weather is to be refreshed.
    case refreshRequested
    /// The highlight moved on the list.
    case highlightMoved(by: Int)
    /// The highlighted place was removed.
    case highlightedDeleted
    /// The place deleted last is back where it was.
    case deletionUndone
    /// The places were saved, merged with what another instance saved meanwhile: these are the places now saved.
    /// Sent when they differ from the list, when an earlier save had failed (that failure is over), or when the
    /// save kept places the user added (`PlacesState.added`: they are in the file now).
    case saved([Location])
    /// The highlighted place's detail was asked for.
    case highlightedOpened
    /// Esc: the top screen goes, or the app quits.
    case back
    /// A row's own action.
    case row(id: String, action: PlaceRowAction)
    /// The navigation stack changed, or a pushed screen's own action.
    case path(StackAction<PlacesScreen, PlacesScreenAction>)
    /// The places could not be saved.
    case saveFailed(String)
}

/// What happened to one row.
public enum PlaceRowAction: Equatable, Sendable {
    /// Its weather arrived.
    case loaded(CurrentWeather)
    /// Its refresh failed with this sentence.
    case failed(String)
}

/// What happened on a pushed screen.
public enum PlacesScreenAction: Equatable, Sendable {
    /// On the add-location screen.
    case add(AddPlaceAction)
    /// On a detail screen.
    case detail(PlaceRowAction)
}

/// What happened on the add-location screen.
public enum AddPlaceAction: Equatable, Sendable {
    /// The text changed.
    case queryChanged(String)
    /// A search started or ended.
    case querying(Bool)
    /// Places were found for a query.
    case resultsLoaded(LocationResults)
    /// The highlight moved.
    case highlightMoved(by: Int)
    /// A search failed, or Enter found no place.
    case failed(String)
    /// The user chose this place: the parent saves it and pops the screen.
    case chosen(Location)
}
