import RxMVC

/// The saved-places app's two children, each declared once: a row per saved place (at `\.rows`, its weather
/// actions in `.row(id:action:)`, no events of its own) and the stack of screens over the list (at `\.path`, each
/// screen's events in `.screen(id:event:)`, the stack's actions in `.path`). `PlacesModel` and `PlacesController`
/// take their parts from these slots; the compiler checks each part's types against them.
enum PlacesChildren {
    /// One row per saved place, loading its weather.
    static var rows: ChildRowsSlot<PlacesState, PlacesEvent, PlacesAction, PlaceRow, Never, PlaceRowAction> {
        ChildRowsSlot(\.rows, action: PlacesAction.row)
    }

    /// The screens over the list (adding a place, a place's detail).
    static var path:
        ChildStackSlot<PlacesState, PlacesEvent, PlacesAction, PlacesScreen, PlacesScreenEvent, PlacesScreenAction>
    {
        ChildStackSlot(\.path, event: PlacesEvent.screen, action: PlacesAction.path)
    }
}
