import Foundation
import Rx
import RxMVC

/// The weather screen's view model (MVVM): a city typed or a place picked in, its current weather out as text.
///
/// Typed text is trimmed, debounced on `scheduler` and sent only when it changed; an empty text clears the panel.
/// The latest request wins. `degrees` reads "21.4°C" (metric) or "70.5°F" (imperial); `notice` says
/// "demo data, not a forecast" for offline data and must be shown with it; failures come out once on `error`.
///
///     searchText --"Berlin"-------------
///     cityName   ---------------"Berlin"
///     degrees    ---------------"21.4°C"
public final class WeatherViewModel: ViewModelType {
    /// What the screen feeds in.
    public struct Input {
        /// The city field's text.
        public let searchText: Driver<String>
        /// A place the user picked (from `AddLocationViewModel.locations`), taken as it is.
        public let location: Driver<Location>
        /// The place search field's text as on screen (not debounced), for `pick`.
        public let placeQuery: Driver<String>
        /// What the place list shows and which query it answers (`AddLocationViewModel.results`), for `pick`.
        public let placeResults: Driver<LocationResults>
        /// Enter on the place list: the row highlighted then, `nil` when the list was empty.
        ///
        /// Enter acts on the results for the text on screen: when the list shows them, the highlighted row is
        /// picked; when it still shows an older query's results (Enter within the debounce, or while the search
        /// runs), the pick waits for the results of the text on screen and takes the best match, and never the
        /// older row. A text changed while waiting, or a newer Enter, cancels the wait; no match says so on `error`.
        public let pick: Signal<Int?>

        /// Makes the input.
        ///
        /// - Parameters:
        ///   - searchText: The city field's text.
        ///   - location: Places the user picks; none by default.
        ///   - placeQuery: The place search field's text; none by default.
        ///   - placeResults: The place list's contents with their query; none by default.
        ///   - pick: Enter on the place list, with the highlighted row; none by default.
        public init(
            searchText: Driver<String>, location: Driver<Location> = .empty(), placeQuery: Driver<String> = .empty(),
            placeResults: Driver<LocationResults> = .empty(), pick: Signal<Int?> = .empty()
        ) {
            self.searchText = searchText
            self.location = location
            self.placeQuery = placeQuery
            self.placeResults = placeResults
            self.pick = pick
        }
    }

    /// What the screen shows.
    public struct Output {
        /// The place's name as the service gave it; `""` when there is nothing to show.
        public let cityName: Driver<String>
        /// The temperature: "21.4°C", "70.5°F"; `""` when there is nothing to show.
        public let degrees: Driver<String>
        /// The condition in words ("overcast"), `""` when unknown.
        public let condition: Driver<String>
        /// `CurrentWeather.demoDataNotice` for demo data, `""` otherwise.
        public let notice: Driver<String>
        /// The whole report, `nil` when there is nothing to show.
        public let weather: Driver<CurrentWeather?>
        /// `true` while a request runs.
        public let loading: Driver<Bool>
        /// A sentence for each failed request, delivered once; its waits are times of day counted from when the
        /// failure came on the view model's scheduler ("try again at 14:05:31"), so it can stay on screen.
        public let error: Signal<String>
    }

    private let service: WeatherService
    private let units: Units
    private let scheduler: SchedulerType
    private let debounce: RxTimeInterval

    /// Makes the view model.
    ///
    /// - Parameters:
    ///   - weatherService: Tells the weather (the live services by default: Open-Meteo, or OpenWeatherMap when
    ///     `OPENWEATHER_API_KEY` is set).
    ///   - units: The unit system of `degrees`.
    ///   - scheduler: Where the debounce of `searchText` is timed, and whose clock says when a failure came.
    ///   - debounce: How long the text must stay unchanged before it is looked up.
    public init(
        weatherService: WeatherService = WeatherServices.live().weather, units: Units = .metric,
        scheduler: SchedulerType = MainScheduler.instance,
        debounce: RxTimeInterval = .milliseconds(300)
    ) {
        service = weatherService
        self.units = units
        self.scheduler = scheduler
        self.debounce = debounce
    }

    /// Wires the inputs to the outputs; each call makes an independent set of outputs.
    ///
    /// - Parameter input: The screen's inputs.
    /// - Returns: The screen's outputs.
    public func transform(input: Input) -> Output {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let service = service
        let units = units
        let typed: Observable<WeatherRequest> = input.searchText.asObservable()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .map { $0.isEmpty ? .clear : .city($0) }
        let picked = input.location.asObservable().map(WeatherRequest.location)
        let entered = Self.picks(input)
        let weather = Observable.merge(typed, picked, entered)
            .flatMapLatestOverlapping { request -> Observable<CurrentWeather?> in
                let single: Single<CurrentWeather>
                switch request {
                case .clear: return .just(nil)
                case .notFound(let name): single = .error(WeatherError.cityNotFound(name))
                case .city(let name): single = service.currentWeather(city: name, units: units)
                case .location(let place): single = service.currentWeather(at: place, units: units)
                }
                return single.asObservable()
                    .map { Optional($0) }
                    .trackError(errorTracker)
                    .trackActivity(activity)
                    .catchAndReturn(nil)
            }
            .asDriver(onErrorJustReturn: nil)
        return Output(
            cityName: weather.map { $0?.placeName ?? "" },
            degrees: weather.map { $0.map { $0.temperature.description } ?? "" },
            condition: weather.map { $0?.conditionDescription ?? "" },
            notice: weather.map { $0?.isDemoData == true ? CurrentWeather.demoDataNotice : "" },
            weather: weather,
            loading: activity.asDriver(),
            error: errorTracker.messages(on: scheduler))
    }
}

extension WeatherViewModel {
    /// Enter on the place list, resolved against the results for the text on screen (see `Input.pick`).
    static func picks(_ input: Input) -> Observable<WeatherRequest> {
        let texts: Observable<String> = input.placeQuery.asObservable()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let results: Observable<LocationResults> = input.placeResults.asObservable()
        let shown: Observable<OnScreen> = Observable.combineLatest(
            texts, results.map { Optional.some($0) }.startWith(nil)
        ) { text, results in OnScreen(text: text, results: results) }
        return input.pick.asObservable()
            .withLatestFrom(shown) { row, screen in OnScreen(text: screen.text, results: screen.results, row: row) }
            .flatMapLatest { screen -> Observable<WeatherRequest> in
                let text = screen.text
                guard !text.isEmpty else { return .empty() }
                if let shown = screen.results, shown.query == text {
                    guard let request = request(for: shown, row: screen.row) else { return .empty() }
                    return .just(request)
                }
                let changed: Observable<String> = texts.filter { $0 != text }
                return
                    results
                    .filter { $0.query == text }
                    .take(1)
                    .compactMap { request(for: $0, row: nil) }
                    .take(until: changed)
            }
    }

    /// The request for Enter on `results`: the row if it is one of them, else the best match; a "not found" for
    /// no match; nothing after a failed search (its error was already shown).
    private static func request(for results: LocationResults, row: Int?) -> WeatherRequest? {
        if let row, results.locations.indices.contains(row) { return .location(results.locations[row]) }
        if let best = results.locations.first { return .location(best) }
        return results.failed ? nil : .notFound(results.query)
    }
}

/// The place search as on screen when Enter was pressed.
private struct OnScreen {
    var text: String
    var results: LocationResults?
    var row: Int?
}

/// What the weather screen asks for next.
enum WeatherRequest: Equatable {
    case clear
    case city(String)
    case location(Location)
    case notFound(String)
}
