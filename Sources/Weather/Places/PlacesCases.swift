import RxMVC

/// The enum cases that plug the rows and screens into the app's events and actions.
enum PlacesCases {
    static var rowAction: EnumCase<PlacesAction, (id: String, action: PlaceRowAction)> {
        EnumCase(
            embed: { PlacesAction.row(id: $0.id, action: $0.action) },
            extract: { if case .row(let id, let action) = $0 { (id, action) } else { nil } })
    }

    /// Rows have no events of their own: their refresh follows their state.
    static var rowEvent: EnumCase<PlacesEvent, (id: String, event: Never)> {
        EnumCase(
            embed: embedRowEvent, extract: { _ in nil })
    }

    static var pathAction: EnumCase<PlacesAction, StackAction<PlacesScreen, PlacesScreenAction>> {
        EnumCase(
            embed: PlacesAction.path, extract: { if case .path(let action) = $0 { action } else { nil } })
    }

    static var screenEvent: EnumCase<PlacesEvent, (id: StackElementID, event: PlacesScreenEvent)> {
        EnumCase(
            embed: { PlacesEvent.screen(id: $0.id, event: $0.event) },
            extract: { if case .screen(let id, let event) = $0 { (id, event) } else { nil } })
    }
}

/// No row event exists (`Never`), so this is never called: it gives `rowEvent.embed` its type.
private func embedRowEvent<Pair>(_ pair: Pair) -> PlacesEvent {
    preconditionFailure("rows have no events")
}
