import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import Weather
import XCTest

/// Random sessions of the saved-places loop (1 tick = 1 ms) against the app's invariants, with `explore`.
final class PlacesExplorationTests: XCTestCase {
    private static let saved: [Location] = [.berlin, .bern, .paris]

    /// Every user event of the list and of the first pushed screens (stack ids are handed out in order).
    private static let events: [PlacesEvent] =
        [.move(by: 1), .move(by: -1), .delete, .refresh, .add, .open, .back]
        + (0..<4).flatMap { raw in
            [
                PlacesEvent.screen(id: StackElementID(rawValue: raw), event: .queryChanged("Pa")),
                .screen(id: StackElementID(rawValue: raw), event: .queryChanged("Ber")),
                .screen(id: StackElementID(rawValue: raw), event: .enter),
            ]
        }

    /// The places model, launched with the saved places (as the app is before the user's first key).
    private struct LaunchedModel: ReducerModel {
        let base = PlacesModel()
        var initialState: PlacesState {
            base.reduce(state: base.initialState, with: .launched(places: PlacesExplorationTests.saved, notice: nil))
        }

        func reduce(state: PlacesState, with action: PlacesAction) -> PlacesState {
            base.reduce(state: state, with: action)
        }
    }

    /// Weather answers after 200 ticks with the request's number as the temperature, so a row shows which request
    /// its report came from.
    private final class NumberedWeather: WeatherService {
        let scheduler: TestScheduler
        private(set) var requests = 0

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func currentWeather(at location: Location, units: Units) -> Single<CurrentWeather> {
            Single.deferred { [self] in
                requests += 1
                let report = CurrentWeather(
                    placeName: location.name, temperature: Temperature(Double(requests), units: units), source: "stub")
                return Single.just(report).delay(.milliseconds(200), scheduler: scheduler)
            }
        }

        func currentWeather(city: String, units: Units) -> Single<CurrentWeather> {
            .error(StubError.unexpected(city))
        }
    }

    /// Finds the saved places whose name starts with the query, after 100 ticks.
    private struct PrefixGeocoder: GeocodingService {
        let scheduler: TestScheduler

        func search(_ query: String, count: Int) -> Single<[Location]> {
            let matches = PlacesExplorationTests.saved.filter { $0.name.hasPrefix(query) } + [.lyon]
            return Single.just(Array(matches.prefix(count))).delay(.milliseconds(100), scheduler: scheduler)
        }
    }

    private final class Probe {
        var store = InMemoryPlacesStore()
        var weather: NumberedWeather?
        var previous: PlacesState?
        /// For each row on screen, the number of weather requests made before it appeared.
        var requestsBeforeRow: [String: Int] = [:]

        func controller(_ scheduler: TestScheduler) -> PlacesController {
            store = InMemoryPlacesStore(PlacesExplorationTests.saved)
            let weather = NumberedWeather(scheduler)
            self.weather = weather
            previous = nil
            requestsBeforeRow = [:]
            return PlacesController(
                geocoder: PrefixGeocoder(scheduler: scheduler), weather: weather, store: store, scheduler: scheduler)
        }

        func check(_ state: PlacesState) -> String? {
            defer { previous = state }
            // What the previous state asked to save has been saved (the controller saves as each state passes).
            let expected = previous.map { $0.revision > 0 ? $0.places : PlacesExplorationTests.saved }
            if let expected, store.places != expected {
                return "the file holds \(store.places.map(\.name)), the list \(expected.map(\.name))"
            }
            let requests = weather?.requests ?? 0
            let ids = Set(state.rows.map(\.id))
            requestsBeforeRow = requestsBeforeRow.filter { ids.contains($0.key) }
            for row in state.rows {
                // The launched rows were there before any request (the loop starts their requests as it starts).
                let before = requestsBeforeRow[row.id] ?? (previous == nil ? 0 : requests)
                requestsBeforeRow[row.id] = before
                if let report = row.weather, Int(report.temperature.value) <= before {
                    return "\(row.location.name) shows request \(Int(report.temperature.value)), made before it was "
                        + "added (\(before) requests then): a deleted place's refresh landed"
                }
            }
            return nil
        }
    }

    func testTheSavedListIsTheFileAndADeletedPlacesRefreshNeverLands() {
        let probe = Probe()
        let failure = explore(
            model: LaunchedModel(), controller: probe.controller, events: Self.events, runs: 150, steps: 25,
            maxGap: 400, resolution: 0.001, invariant: probe.check)
        XCTAssertNil(failure, failure.map { "\($0)" } ?? "")
    }
}

extension Location {
    fileprivate static let paris = Location(name: "Paris", country: "France", latitude: 48.86, longitude: 2.35)
    fileprivate static let lyon = Location(name: "Lyon", country: "France", latitude: 45.76, longitude: 4.84)
}
