import RxMVC

/// What the user did in the saved-places app; recorded as JSON lines by `--record`.
public enum PlacesEvent: Codable, Equatable, Sendable {
    /// The app started with these saved places (and a notice about the file, if any).
    case launched(places: [Location], notice: String?)
    /// `r`: refresh every row's weather.
    case refresh
    /// Up / Down on the list (PageUp / PageDown, Home / End: by a page, to either end).
    case move(by: Int)
    /// `d` or Delete: remove the highlighted place.
    case delete
    /// `u`: bring back the place deleted last, until the next change.
    case undo
    /// `a`: push the add-location screen.
    case add
    /// Enter on the list: push the highlighted place's detail.
    case open
    /// Esc: pop the top screen, or quit on the list.
    case back
    /// An event of the pushed screen with this id.
    case screen(id: StackElementID, event: PlacesScreenEvent)
}

/// What the user did on a pushed screen (the add-location search).
public enum PlacesScreenEvent: Codable, Equatable, Sendable {
    /// The search text is now this.
    case queryChanged(String)
    /// Up / Down on the results.
    case move(by: Int)
    /// Enter: save the highlighted place (the best match for the text on screen) and go back; after a failed search
    /// for the text on screen, search it again (`AddPlaceState.searchesAgainOnEnter`).
    case enter
}
