import RxMVC

/// The saved-places app's reducer: rows and screens by composition (`forEach`), the list and navigation itself.
public struct PlacesModel: ReducerModel {
    /// The empty list; `PlacesEvent.launched` fills it.
    public let initialState = PlacesState()

    private let children = ChildReducer(combining: [
        PlacesChildren.rows.reducer(PlaceRowModel()),
        PlacesChildren.path.reducer(PlacesScreenModel()),
    ])

    /// Makes the model.
    public init() {}

    /// The state after `action`.
    public func reduce(state: PlacesState, with action: PlacesAction) -> PlacesState {
        var state = children.reduce(state: state, with: action)
        switch action {
        case .launched(let places, let notice):
            state.rows = []
            for place in places where !state.rows.contains(where: { $0.id == PlaceRow.id(of: place) }) {
                state.rows.append(PlaceRow(location: place))
            }
            state.highlighted = 0
            state.notice = notice
        case .refreshRequested:
            state.notice = nil // a notice (a file moved aside, a failed save) is read by the time the user acts
            for index in state.rows.indices {
                state.rows[index].refreshes += 1
                state.rows[index].isLoading = true
            }
        case .highlightMoved(let offset):
            state.highlighted = Self.clamp(state.highlighted + offset, count: state.rows.count)
        case .highlightedDeleted:
            guard state.rows.indices.contains(state.highlighted) else { break }
            let row = state.rows.remove(at: state.highlighted)
            state.added.removeAll { PlaceRow.id(of: $0) == row.id }
            state.deleted = DeletedPlace(row: row, index: state.highlighted)
            state.notice = nil // the list says `undoNotice` now
            state.highlighted = Self.clamp(state.highlighted, count: state.rows.count)
            state.revision += 1
        case .deletionUndone:
            guard let deleted = state.deleted else { break }
            state.deleted = nil
            state.notice = nil
            let index = min(deleted.index, state.rows.count)
            if state.rows.insert(deleted.row, at: index) {
                state.highlighted = index
                state.recordAddition(deleted.row.location)
                state.revision += 1
            }
        case .saved(let places):
            if let failure = state.saveFailure {
                // Saved after all: the failure (and its notice, or the warning made of it) is over.
                if state.notice == failure || state.notice == Self.unsavedWarning(failure) { state.notice = nil }
                state.saveFailure = nil
                state.quitWarned = false
            }
            // The places added are in the file now (a save keeps them all).
            let savedIDs = Set(places.map(PlaceRow.id(of:)))
            state.added.removeAll { savedIDs.contains(PlaceRow.id(of: $0)) }
            var rows = IdentifiedArray<PlaceRow>()
            for place in places {
                rows.append(state.rows[id: PlaceRow.id(of: place)] ?? PlaceRow(location: place))
            }
            if rows.ids != state.rows.ids {
                state.highlighted = Self.highlight(following: state.highlighted, of: state.rows, in: rows)
                state.rows = rows
            }
        case .highlightedOpened:
            guard state.rows.indices.contains(state.highlighted) else { break }
            let row = state.rows[state.highlighted]
            // A row whose last refresh failed keeps its earlier weather: the detail says it is not current.
            state.path.push(
                .detail(PlaceDetailState(location: row.location, weather: row.weather, failure: row.failure)))
        case .back:
            if !state.path.isEmpty {
                state.path.pop()
            } else if let failure = state.saveFailure, !state.quitWarned {
                state.quitWarned = true
                state.notice = Self.unsavedWarning(failure)
            } else {
                state.quit = true
            }
        case .path(.element(_, .add(.chosen(let place)))):
            state.path.pop()
            if let index = state.rows.firstIndex(where: { $0.id == PlaceRow.id(of: place) }) {
                // Already on the list: no change, so the undo and a notice (a failed save's) stay. But another
                // window may have deleted it from the file: it is saved as this one's addition all the same.
                state.highlighted = index
            } else {
                state.deleted = nil
                state.notice = nil
                state.rows.append(PlaceRow(location: place))
                state.highlighted = state.rows.count - 1
            }
            state.recordAddition(place)
            state.revision += 1
        case .saveFailed(let message):
            state.notice = message
            state.saveFailure = message
            state.quitWarned = false
        case .row, .path:
            break
        }
        return state
    }

    /// What Esc says once when the last save failed with `failure`.
    static func unsavedWarning(_ failure: String) -> String {
        "Your changes are not saved: \(failure) Press Esc again to quit anyway."
    }

    static func clamp(_ index: Int, count: Int) -> Int {
        max(0, min(index, count - 1))
    }

    /// Where the highlight at `index` of `old` goes when the rows become `rows`: on the same place; when that place
    /// is gone, on the first place after it in `old` that is still there (as after a delete), else on the last one
    /// before it; 0 when none is.
    static func highlight(
        following index: Int, of old: IdentifiedArray<PlaceRow>, in rows: IdentifiedArray<PlaceRow>
    ) -> Int {
        guard old.indices.contains(index) else { return clamp(index, count: rows.count) }
        let after = old[index...].lazy.compactMap { rows.index(id: $0.id) }.first
        return after ?? old[..<index].reversed().lazy.compactMap { rows.index(id: $0.id) }.first ?? 0
    }
}

/// A row's reducer.
struct PlaceRowModel: ReducerModel {
    let initialState = PlaceRow(location: Location(name: "", latitude: 0, longitude: 0))

    func reduce(state: PlaceRow, with action: PlaceRowAction) -> PlaceRow {
        var row = state
        row.isLoading = false
        switch action {
        case .loaded(let weather):
            row.weather = weather
            row.failure = nil
        case .failed(let message):
            row.failure = message
        }
        return row
    }
}

/// The pushed screens' reducer.
struct PlacesScreenModel: ReducerModel {
    let initialState = PlacesScreen.add(AddPlaceState())

    func reduce(state: PlacesScreen, with action: PlacesScreenAction) -> PlacesScreen {
        switch (state, action) {
        case (.add(let add), .add(let action)):
            return .add(AddPlaceModel().reduce(state: add, with: action))
        case (.detail(var detail), .detail(let action)):
            detail.isLoading = false
            switch action {
            case .loaded(let weather):
                detail.weather = weather
                detail.failure = nil
            case .failed(let message):
                detail.failure = message
            }
            return .detail(detail)
        default:
            return state
        }
    }
}

/// The add-location screen's reducer.
struct AddPlaceModel: ReducerModel {
    let initialState = AddPlaceState()

    func reduce(state: AddPlaceState, with action: AddPlaceAction) -> AddPlaceState {
        var state = state
        switch action {
        case .queryChanged(let text):
            state.query = text
        case .querying(let querying):
            state.isQuerying = querying
        case .resultsLoaded(let results):
            state.results = results
            state.highlighted = 0
            if !results.failed { state.failure = nil }
        case .highlightMoved(let offset):
            state.highlighted = PlacesModel.clamp(state.highlighted + offset, count: state.results.locations.count)
        case .failed(let message):
            state.failure = message
            state.failures += 1
        case .chosen:
            break
        }
        return state
    }
}
