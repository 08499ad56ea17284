import Foundation
import Rx
import RxMVC

/// The add-location screen's view model: places matching what the user types, as they type.
///
/// Give it the search field's text; bind `locations` to the list and `querying` to a spinner. The text is trimmed
/// and debounced on `scheduler`; a query equal to the previous one sends nothing; an empty query clears the list
/// without a request; the latest query wins (an older request still running is cancelled and its answer never
/// shown); `querying` stays `true` while any request runs, across a switch to a newer one; failures clear the list
/// and come out once on `errors`; `retry` searches the latest text again (after a failure, say).
///
///     query     --"b"-"berl"------------""----
///     locations -----------------[Berlin]----[]-   (after the debounce and the request)
///     querying  f-------------t--f-------------
public final class AddLocationViewModel {
    /// The places matching the latest query, best first; `[]` for an empty query or a failed request.
    public let locations: Driver<[Location]>
    /// `locations` with the query they answer, for acting on the list only when it matches the text on screen
    /// (`WeatherViewModel.Input.placeResults`). Shares `locations`' requests.
    public let results: Driver<LocationResults>
    /// `true` while a geocoding request runs (via `ActivityIndicator`).
    public let querying: Driver<Bool>
    /// A sentence for each failed request, delivered once (via `ErrorTracker`). It may stay on screen, so its waits
    /// are times of day counted from when the failure came on `scheduler` ("try again at 14:05:31").
    public let errors: Signal<String>

    /// Wires the screen.
    ///
    /// - Parameters:
    ///   - query: The search field's text.
    ///   - retry: Each event searches the latest text (trimmed and debounced) again, as if it had just been typed.
    ///   - geocoder: Finds the places (Open-Meteo by default).
    ///   - scheduler: Where the debounce is timed, and whose clock says when a failure came (a `TestScheduler` in
    ///     tests).
    ///   - debounce: How long the text must stay unchanged before it is searched.
    ///   - maxResults: The most places to ask for.
    public init(
        query: Driver<String>, retry: Signal<Void> = .empty(),
        geocoder: GeocodingService = WeatherServices.live().geocoder,
        scheduler: SchedulerType = MainScheduler.instance,
        debounce: RxTimeInterval = .milliseconds(300), maxResults: Int = 10
    ) {
        let activity = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let texts = query.asObservable()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .share(replay: 1)
        results = Observable.merge(texts, retry.asObservable().withLatestFrom(texts))
            .flatMapLatestOverlapping { text -> Observable<LocationResults> in
                guard !text.isEmpty else { return .just(LocationResults(query: "", locations: [])) }
                return geocoder.search(text, count: maxResults).asObservable()
                    .map { LocationResults(query: text, locations: $0) }
                    .trackError(errorTracker)
                    .trackActivity(activity)
                    .catchAndReturn(LocationResults(query: text, locations: [], failed: true))
            }
            .asDriver(onErrorJustReturn: LocationResults(query: "", locations: [], failed: true))
        locations = results.map(\.locations)
        querying = activity.asDriver()
        // The add screen keeps the sentence on screen until a search works: its waits are times of day.
        errors = errorTracker.messages(on: scheduler)
    }
}
