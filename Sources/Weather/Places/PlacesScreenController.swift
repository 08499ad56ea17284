import Rx
import RxMVC

/// A pushed screen's work: the add-location search (`AddLocationViewModel`, and Enter acting on the text on
/// screen as `WeatherViewModel` does), or a detail's refresh. Popping the screen cancels it.
struct PlacesScreenController: StateReadingController {
    let geocoder: GeocodingService
    let weather: WeatherService
    let units: Units
    let scheduler: SchedulerType
    let debounce: RxTimeInterval

    func use(
        eventStream: Observable<PlacesScreenEvent>, stateStream: Observable<PlacesScreen>
    ) -> Observable<PlacesScreenAction> {
        stateStream.take(1).flatMap { screen -> Observable<PlacesScreenAction> in
            switch screen {
            case .add:
                let states = stateStream.compactMap { if case .add(let state) = $0 { state } else { nil } }
                return addActions(events: eventStream, states: states).map(PlacesScreenAction.add)
            case .detail(let detail):
                return PlaceRowAction.weather(
                    weather.currentWeather(at: detail.location, units: units), scheduler: scheduler
                )
                .map(PlacesScreenAction.detail)
            }
        }
    }

    private func addActions(
        events: Observable<PlacesScreenEvent>, states: Observable<AddPlaceState>
    ) -> Observable<AddPlaceAction> {
        Observable.create { [geocoder, scheduler, debounce] observer in
            let events = events.publish()
            let texts = events.compactMap { if case .queryChanged(let text) = $0 { text } else { nil } }
            let query = texts.asDriver(onErrorJustReturn: "")
            // Enter searches again after a failed search for the text on screen; otherwise it picks a place.
            let entered = events.filter { $0 == .enter }.withLatestFrom(states)
            let again = entered.filter(\.searchesAgainOnEnter).map { _ in () }
            let search = AddLocationViewModel(
                query: query, retry: again.asSignal(onErrorSignalWith: .empty()), geocoder: geocoder,
                scheduler: scheduler, debounce: debounce)
            let enter = entered.filter { !$0.searchesAgainOnEnter }.map { Optional($0.highlighted) }
            let picks = WeatherViewModel.picks(
                WeatherViewModel.Input(
                    searchText: .empty(), placeQuery: query, placeResults: search.results,
                    pick: enter.asSignal(onErrorSignalWith: .empty())))
            let actions = Observable<AddPlaceAction>.merge(
                texts.map { .queryChanged($0) },
                events.compactMap { if case .move(let offset) = $0 { .highlightMoved(by: offset) } else { nil } },
                search.querying.asObservable().skip(1).map { .querying($0) },
                search.results.asObservable().map { .resultsLoaded($0) },
                search.errors.asObservable().map { .failed($0) },
                picks.compactMap { request -> AddPlaceAction? in
                    switch request {
                    case .location(let place): .chosen(place)
                    case .notFound(let name): .failed(WeatherError.cityNotFound(name).description)
                    case .city, .clear: nil
                    }
                })
            let subscription = actions.subscribe(observer)
            return Disposables.create(subscription, events.connect())
        }
    }
}
