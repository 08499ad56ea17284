import Dispatch
import Rx
import RxMVC

/// The saved-places app's controller: the list's own work (saving, navigation), one run of `PlaceRowController`
/// per row and one of `PlacesScreenController` per pushed screen, by composition. A removed row's refresh and a
/// popped screen's search or refresh are cancelled in the same tick.
public struct PlacesController: StateReadingController {
    private let composed: ComposedController<PlacesState, PlacesEvent, PlacesAction>

    /// Makes the controller.
    ///
    /// - Parameters:
    ///   - geocoder: Finds places for the add-location screen.
    ///   - weather: Tells each place's weather.
    ///   - store: Where the list is saved after each change.
    ///   - units: The temperatures' unit system.
    ///   - scheduler: Where the add-location search is debounced, and whose clock says when a failure came: the
    ///     sentences kept in the state (a row's, a detail's, the add screen's) stay on screen, so their waits are
    ///     times of day counted from then ("try again at 14:05:31"). A test scheduler in tests and replays.
    ///   - debounce: How long the search text must stay unchanged before it is searched.
    public init(
        geocoder: GeocodingService, weather: WeatherService, store: PlacesStore, units: Units = .metric,
        scheduler: SchedulerType = MainScheduler.instance, debounce: RxTimeInterval = .milliseconds(300)
    ) {
        composed = ComposedController(
            PlacesListController(store: store),
            children: [
                PlacesChildren.rows.controller(
                    PlaceRowController(service: weather, units: units, scheduler: scheduler)),
                PlacesChildren.path.controller(
                    PlacesScreenController(
                        geocoder: geocoder, weather: weather, units: units, scheduler: scheduler, debounce: debounce)),
            ])
    }

    /// The actions of the list, its rows and its screens.
    public func use(eventStream: Observable<PlacesEvent>, stateStream: Observable<PlacesState>) -> Observable<
        PlacesAction
    > {
        composed.use(eventStream: eventStream, stateStream: stateStream)
    }
}

/// The list's own work: its events as actions, and a save after each change of the list.
struct PlacesListController: StateReadingController {
    let store: PlacesStore

    func use(eventStream: Observable<PlacesEvent>, stateStream: Observable<PlacesState>) -> Observable<PlacesAction> {
        let own = eventStream.compactMap { event -> PlacesAction? in
            switch event {
            case .launched(let places, let notice): .launched(places: places, notice: notice)
            case .refresh: .refreshRequested
            case .move(let offset): .highlightMoved(by: offset)
            case .delete: .highlightedDeleted
            case .undo: .deletionUndone
            case .add: .path(.push(.add(AddPlaceState())))
            case .open: .highlightedOpened
            case .back: .back
            case .screen: nil // the screen's own controller handles it
            }
        }
        let store = store
        let saves =
            stateStream
            .filter { $0.revision > 0 }
            .distinctUntilChanged { $0.revision == $1.revision }
            .compactMap { state -> PlacesAction? in
                do {
                    let saved = try store.saveMerging(state.places, added: state.added)
                    let unchanged = saved == state.places && state.saveFailure == nil && state.added.isEmpty
                    return unchanged ? nil : .saved(saved)
                } catch {
                    return .saveFailed("\(error)")
                }
            }
        return Observable.merge(own, saves)
    }
}

/// One row's work: its weather, fetched when the row appears and again on each refresh (the newer refresh cancels
/// the older); removing the row cancels it.
struct PlaceRowController: StateReadingController {
    let service: WeatherService
    let units: Units
    /// Whose clock says when a refresh failed.
    let scheduler: SchedulerType

    func use(eventStream: Observable<Never>, stateStream: Observable<PlaceRow>) -> Observable<PlaceRowAction> {
        let service = service
        let units = units
        let scheduler = scheduler
        return
            stateStream
            .distinctUntilChanged { $0.refreshes == $1.refreshes }
            .flatMapLatest { row in
                PlaceRowAction.weather(service.currentWeather(at: row.location, units: units), scheduler: scheduler)
            }
    }
}
