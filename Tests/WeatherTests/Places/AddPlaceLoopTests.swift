import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import Weather
import XCTest

/// The add-location screen inside the saved-places app, with the exhaustive tester (1 tick = 1 ms, 300 ms debounce).
final class AddPlaceLoopTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var geocoder: StubGeocoder!
    private var weather: StubWeatherService!
    private var store: InMemoryPlacesStore!
    private let screen = StackElementID(rawValue: 0)

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        geocoder = StubGeocoder(scheduler)
        weather = StubWeatherService(scheduler)
        store = InMemoryPlacesStore()
    }

    override func tearDown() {
        scheduler = nil
        geocoder = nil
        weather = nil
        store = nil
        super.tearDown()
    }

    /// Runs `body` with a tester whose drivers deliver on the test scheduler.
    private func withTester(_ body: (LoopTester<PlacesModel, PlacesController>) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let tester = LoopTester(
                model: PlacesModel(),
                controller: PlacesController(geocoder: geocoder, weather: weather, store: store, scheduler: scheduler),
                scheduler: scheduler)
            body(tester)
        }
    }

    private func addScreen(_ change: @escaping (inout AddPlaceState) -> Void) -> (inout PlacesState) -> Void {
        { state in
            guard let id = state.path.top?.id, case .add(var add)? = state.path.top?.screen else {
                return XCTFail("the add screen is not on top")
            }
            change(&add)
            state.path[id: id] = .add(add)
        }
    }

    private func type(_ tester: LoopTester<PlacesModel, PlacesController>, _ text: String) {
        tester.send(.screen(id: screen, event: .queryChanged(text)), addScreen { $0.query = text })
    }

    private func add(_ action: AddPlaceAction) -> PlacesAction {
        .path(.element(id: screen, action: .add(action)))
    }

    func testTypeSeeResultsEnterSavesTheHighlightedPlaceAndPops() {
        geocoder.answer("be", [.next(50, [.berlin, .bern]), .completed(50)])
        weather.answer("at Bern", [.next(100, 18), .completed(100)])
        withTester { tester in
            tester.send(.add) { $0.path = NavigationStack([.add(AddPlaceState())]) }
            type(tester, "b")
            type(tester, "be")
            tester.advance(to: 300)
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            tester.advance(to: 350)
            let results = LocationResults(query: "be", locations: [.berlin, .bern])
            tester.receive(add(.resultsLoaded(results)), addScreen { $0.results = results })
            tester.receive(add(.querying(false)), addScreen { $0.isQuerying = false })
            tester.send(.screen(id: screen, event: .move(by: 1)), addScreen { $0.highlighted = 1 })
            // Enter reaches the controller through a `Signal`, delivered on the scheduler in the same tick.
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(by: 0)
            tester.receive(add(.chosen(.bern))) {
                $0.path.pop()
                $0.rows = [PlaceRow(location: .bern)]
                $0.revision = 1
                $0.added = [.bern]
            }
            tester.receive(.saved([.bern])) { $0.added = [] } // saved: in the file now
            XCTAssertEqual(store.places, [.bern], "saved at once")
            XCTAssertEqual(geocoder.answers["be"]?.subscriptions, [Subscription(300, 350)])
            tester.advance(to: 450)
            tester.receive(.row(id: PlaceRow.id(of: .bern), action: .loaded(report("Bern", 18)))) {
                $0.rows[0].weather = self.report("Bern", 18)
                $0.rows[0].isLoading = false
            }
            tester.finish()
        }
    }

    func testEnterRightAfterTypingSavesTheTypedPlaceNotThePreviousRow() {
        geocoder.answer("bern", [.next(20, [.bern]), .completed(20)])
        geocoder.answer("berl", [.next(20, [.berlin]), .completed(20)])
        weather.answer("at Berlin", [.next(10, 21.5), .completed(10)])
        withTester { tester in
            tester.send(.add) { $0.path = NavigationStack([.add(AddPlaceState())]) }
            type(tester, "bern")
            tester.advance(to: 300)
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            tester.advance(to: 320)
            let bern = LocationResults(query: "bern", locations: [.bern])
            tester.receive(add(.resultsLoaded(bern)), addScreen { $0.results = bern })
            tester.receive(add(.querying(false)), addScreen { $0.isQuerying = false })
            // Within the debounce: the list still shows Bern, but Enter must act on "berl".
            type(tester, "berl")
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(to: 640)
            let berl = LocationResults(query: "berl", locations: [.berlin])
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            tester.receive(add(.resultsLoaded(berl)), addScreen { $0.results = berl })
            // The waiting Enter takes the results at once; the screen pops before the search reports its end.
            tester.receive(add(.chosen(.berlin))) {
                $0.path.pop()
                $0.rows = [PlaceRow(location: .berlin)]
                $0.revision = 1
                $0.added = [.berlin]
            }
            tester.receive(.saved([.berlin])) { $0.added = [] }
            tester.advance(to: 650)
            tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
                $0.rows[0].weather = self.report("Berlin", 21.5)
                $0.rows[0].isLoading = false
            }
            tester.finish()
            XCTAssertEqual(store.places, [.berlin])
        }
    }

    func testEscWhileSearchingCancelsTheSearchAndSavesNothing() {
        geocoder.answer("berl", [.next(500, [.berlin]), .completed(500)])
        withTester { tester in
            tester.send(.add) { $0.path = NavigationStack([.add(AddPlaceState())]) }
            type(tester, "berl")
            tester.advance(to: 300)
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            tester.advance(to: 400)
            tester.send(.back) { $0.path.pop() }
            XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(300, 400)])
            tester.advance(to: 2_000)
            tester.finish()
            XCTAssertEqual(store.saveCount, 0)
        }
    }

    func testAFailedSearchSaysSoAndAPlaceAlreadySavedIsHighlightedAndSavedAgain() {
        geocoder.answer("zz", [.error(0, StubError.unexpected("zz"))])
        geocoder.answer("berl", [.next(0, [.berlin]), .completed(0)])
        weather.answer("at Berlin", [.next(10, 21.5), .completed(10)])
        weather.answer("at Bern", [.next(10, 18), .completed(10)])
        withTester { tester in
            tester.send(.launched(places: [.berlin, .bern], notice: "moved aside")) {
                $0.rows = [PlaceRow(location: .berlin), PlaceRow(location: .bern)]
                $0.notice = "moved aside"
            }
            tester.advance(to: 10)
            tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
                $0.rows[0].weather = self.report("Berlin", 21.5)
                $0.rows[0].isLoading = false
            }
            tester.receive(.row(id: PlaceRow.id(of: .bern), action: .loaded(report("Bern", 18)))) {
                $0.rows[1].weather = self.report("Bern", 18)
                $0.rows[1].isLoading = false
            }
            tester.send(.move(by: 1)) { $0.highlighted = 1 }
            tester.send(.add) { $0.path.push(.add(AddPlaceState())) }
            type(tester, "zz")
            tester.advance(to: 310)
            receiveFailedSearch(tester, "zz")
            type(tester, "berl")
            tester.advance(to: 610)
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            receiveResultsAfterAFailure(tester, LocationResults(query: "berl", locations: [.berlin]))
            // Enter reaches the controller through a `Signal`, delivered on the scheduler in the same tick.
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(by: 0)
            // Not a change of the list (the notice stays), but saved again as the user's addition, in case another
            // window deleted it from the file.
            tester.receive(add(.chosen(.berlin))) {
                $0.path.pop()
                $0.highlighted = 0
                $0.revision = 1
                $0.added = [.berlin]
            }
            tester.receive(.saved([.berlin, .bern])) { $0.added = [] }
            tester.finish()
            XCTAssertEqual(store.saveCount, 1)
            XCTAssertEqual(store.places, [.berlin, .bern])
        }
    }

    /// Enter on a search that failed, its text still on screen, searches that text again; Enter while that search
    /// runs does nothing (it neither starts another nor saves).
    func testEnterOnAFailedSearchSearchesItAgain() {
        geocoder.answer("berl", [.error(20, StubError.unexpected("berl"))])
        withTester { tester in
            tester.send(.add) { $0.path = NavigationStack([.add(AddPlaceState())]) }
            type(tester, "berl")
            tester.advance(to: 320)
            receiveFailedSearch(tester, "berl")

            geocoder.answer("berl", [.next(20, [.berlin]), .completed(20)])
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(by: 0)
            tester.receive(add(.querying(true)), addScreen { $0.isQuerying = true })
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(to: 340)
            receiveResultsAfterAFailure(tester, LocationResults(query: "berl", locations: [.berlin]))
            XCTAssertEqual(geocoder.queries, ["berl", "berl"])
            XCTAssertEqual(geocoder.answers["berl"]?.subscriptions, [Subscription(320, 340)])
            tester.send(.back) { $0.path.pop() }
            tester.finish()
            XCTAssertEqual(store.saveCount, 0)
        }
    }

    /// Two windows on one file: this one has Berlin, the other adds Madrid, this one adds Paris. The list becomes
    /// the merged one and Paris, just added, stays highlighted.
    func testThePlaceJustAddedStaysHighlightedWhenTheSaveMergesAnotherWindowsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locations.json")
        let madrid = Location(name: "Madrid", latitude: 40.42, longitude: -3.70)
        let paris = Location(name: "Paris", latitude: 48.86, longitude: 2.35)
        try SavedPlacesStore(fileURL: file).save([.berlin])
        let saved = SavedPlacesStore(fileURL: file)
        let other = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(other.load().places, [.berlin])
        geocoder.answer("Paris", [.next(10, [paris]), .completed(10)])
        try SharingScheduler.mock(scheduler: scheduler) {
            let tester = LoopTester(
                model: PlacesModel(),
                controller: PlacesController(geocoder: geocoder, weather: weather, store: saved, scheduler: scheduler),
                scheduler: scheduler, exhaustivity: .off)
            tester.send(.launched(places: saved.load().places, notice: nil))
            XCTAssertEqual(try other.saveMerging([.berlin, madrid]), [.berlin, madrid])
            tester.send(.add)
            tester.send(.screen(id: screen, event: .queryChanged("Paris")))
            tester.advance(to: 400)
            tester.send(.screen(id: screen, event: .enter))
            tester.advance(by: 0)
            tester.skipReceivedActions()
            XCTAssertNil(tester.state.path.top, "back on the list")
            XCTAssertEqual(tester.state.places, [.berlin, madrid, paris])
            XCTAssertEqual(tester.state.highlighted, 2, "Paris, just added, is highlighted")
            tester.finish()
        }
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, [.berlin, madrid, paris])
    }

    /// Receives the first search for `query` failing with the stub's "no answer": its start, the failure, the empty
    /// results it leaves, its end.
    private func receiveFailedSearch(
        _ tester: LoopTester<PlacesModel, PlacesController>, _ query: String, line: UInt = #line
    ) {
        let failure = "Something went wrong: no stub answer for \(query)"
        let failed = LocationResults(query: query, locations: [], failed: true)
        tester.receive(add(.querying(true)), line: line, addScreen { $0.isQuerying = true })
        tester.receive(
            add(.failed(failure)), line: line,
            addScreen {
                $0.failure = failure
                $0.failures = 1
            })
        tester.receive(add(.resultsLoaded(failed)), line: line, addScreen { $0.results = failed })
        tester.receive(add(.querying(false)), line: line, addScreen { $0.isQuerying = false })
    }

    /// Receives `results` of a search that worked after a failure (which they end), then the search's end.
    private func receiveResultsAfterAFailure(
        _ tester: LoopTester<PlacesModel, PlacesController>, _ results: LocationResults, line: UInt = #line
    ) {
        tester.receive(
            add(.resultsLoaded(results)), line: line,
            addScreen {
                $0.results = results
                $0.failure = nil
            })
        tester.receive(add(.querying(false)), line: line, addScreen { $0.isQuerying = false })
    }

    private func report(_ name: String, _ degrees: Double) -> CurrentWeather {
        CurrentWeather(placeName: name, temperature: Temperature(degrees, units: .metric), source: "stub")
    }
}
