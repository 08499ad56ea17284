import Rx
import RxTesting
import Weather
import XCTest

/// Enter on the place list, wired as the weather screen wires it: `AddLocationViewModel.results` and the field's
/// text into `WeatherViewModel.Input.pick`. Enter acts on the results for the text on screen, or waits for them.
final class PickOnEnterTests: StubServicesTestCase {
    private static let recife = Location(name: "Recife", country: "Brazil", latitude: -8.05, longitude: -34.9)
    private static let lima = Location(name: "Lima", country: "Peru", latitude: -12.05, longitude: -77.05)

    private struct Recorders {
        let list: TestableObserver<[Location]>
        let cityName: TestableObserver<String>
        let error: TestableObserver<String>
    }

    /// Types `typed` into the place field and presses Enter at `enters` (with the row highlighted then).
    private func run(_ typed: [Recorded<Event<String>>], enters: [Recorded<Event<Int?>>]) -> Recorders {
        let recorders = Recorders(
            list: scheduler.createObserver([Location].self), cityName: scheduler.createObserver(String.self),
            error: scheduler.createObserver(String.self))
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable(typed).asDriver(onErrorJustReturn: "")
            let search = AddLocationViewModel(query: text, geocoder: geocoder, scheduler: scheduler)
            let output = WeatherViewModel(weatherService: weather, scheduler: scheduler).transform(
                input: .init(
                    searchText: .empty(), placeQuery: text, placeResults: search.results,
                    pick: scheduler.createHotObservable(enters).asSignal(onErrorSignalWith: .empty())))
            let bag = CompositeDisposable()
            scheduler.scheduleAt(0) {
                _ = bag.insert(search.locations.drive(recorders.list))
                _ = bag.insert(output.cityName.drive(recorders.cityName))
                _ = bag.insert(output.error.emit(to: recorders.error))
            }
            scheduler.scheduleAt(5_000) { bag.dispose() }
            scheduler.start()
        }
        return recorders
    }

    func testEnterWithinTheDebounceWaitsForTheResultsOfTheTextOnScreen() {
        geocoder.answer("recife", [.next(50, [Self.recife]), .completed(50)])
        geocoder.answer("lima", [.next(50, [Self.lima]), .completed(50)])
        weather.answer("at Lima", [.next(50, 19.0), .completed(50)])
        weather.answer("at Recife", [.next(50, 27.0), .completed(50)])
        // "recife" is listed (and highlighted) at 450; "lima" is typed at 1000 and Enter pressed 10 ms later.
        let result = run(
            [
                .next(100, "recife"), .next(1_000, ""), .next(1_001, "l"), .next(1_002, "li"), .next(1_003, "lim"),
                .next(1_004, "lima"),
            ],
            enters: [.next(1_010, 0)])
        XCTAssertEqual(result.list.events, [.next(450, [Self.recife]), .next(1_354, [Self.lima])])
        XCTAssertEqual(weather.requests, ["at Lima"], "never the previous query's highlighted row")
        XCTAssertEqual(weather.answers["at Lima"]?.subscriptions, [Subscription(1_354, 1_404)])
        XCTAssertEqual(result.cityName.events, [.next(1_404, "Lima")])
        XCTAssertEqual(result.error.events, [])
    }

    func testEnterOnResultsForTheTextOnScreenPicksTheHighlightedRowAtOnce() {
        geocoder.answer("ber", [.next(50, [.berlin, .bern]), .completed(50)])
        weather.answer("at Bern", [.next(20, 15.0), .completed(20)])
        let result = run([.next(100, "ber"), .next(600, "ber ")], enters: [.next(700, 1)])
        XCTAssertEqual(weather.requests, ["at Bern"], "trailing spaces do not make the list stale")
        XCTAssertEqual(result.cityName.events, [.next(720, "Bern")])
    }

    func testEnterOnAnEmptyListWaitsToo() {
        geocoder.answer("lima", [.next(50, [Self.lima]), .completed(50)])
        weather.answer("at Lima", [.next(50, 19.0), .completed(50)])
        let result = run([.next(100, "lima")], enters: [.next(110, nil)])
        XCTAssertEqual(weather.requests, ["at Lima"])
        XCTAssertEqual(result.cityName.events, [.next(500, "Lima")])
    }

    func testTypingOnWhileWaitingCancelsThePick() {
        geocoder.answer("lim", [.next(50, [Self.lima]), .completed(50)])
        geocoder.answer("lima", [.next(50, [Self.lima]), .completed(50)])
        _ = run([.next(100, "lim"), .next(150, "lima")], enters: [.next(120, nil)])
        XCTAssertEqual(geocoder.queries, ["lima"])
        XCTAssertEqual(weather.requests, [], "the Enter was for \"lim\", which was never searched")
    }

    func testEnterWithNoMatchSaysSo() {
        geocoder.answer("atlantis", [.next(50, []), .completed(50)])
        let result = run([.next(100, "atlantis")], enters: [.next(110, nil)])
        XCTAssertEqual(weather.requests, [])
        XCTAssertEqual(
            result.error.events,
            [.next(450, "No place called \"atlantis\" was found; check the spelling or try a nearby city.")])
    }

    func testEnterOnAnEmptyFieldDoesNothing() {
        geocoder.answer("lima", [.next(50, [Self.lima]), .completed(50)])
        let result = run([.next(100, "lima"), .next(1_000, "")], enters: [.next(1_010, 0)])
        XCTAssertEqual(weather.requests, [])
        XCTAssertEqual(result.error.events, [])
    }
}
