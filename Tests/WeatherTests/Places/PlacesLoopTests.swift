import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import Weather
import XCTest

/// The saved-places app, screen by screen, with the exhaustive tester in virtual time (1 tick = 1 ms).
final class PlacesLoopTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var geocoder: StubGeocoder!
    private var weather: StubWeatherService!
    private var store: InMemoryPlacesStore!

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

    private func makeTester() -> LoopTester<PlacesModel, PlacesController> {
        LoopTester(
            model: PlacesModel(),
            controller: PlacesController(
                geocoder: geocoder, weather: weather, store: store, scheduler: scheduler),
            scheduler: scheduler)
    }

    private func report(_ name: String, _ degrees: Double) -> CurrentWeather {
        CurrentWeather(placeName: name, temperature: Temperature(degrees, units: .metric), source: "stub")
    }

    private func launched(_ tester: LoopTester<PlacesModel, PlacesController>, _ places: [Location]) {
        tester.send(.launched(places: places, notice: nil)) { state in
            state.rows = IdentifiedArray(places.map(PlaceRow.init(location:)))
        }
    }

    func testLaunchLoadsEveryRowsWeatherAndRRefreshesThemAll() {
        weather.answer("at Berlin", [.next(100, 21.5), .completed(100)])
        weather.answer("at Bern", [.next(200, 18), .completed(200)])
        let tester = makeTester()
        launched(tester, [.berlin, .bern])
        tester.advance(to: 100)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
            $0.rows[0].weather = self.report("Berlin", 21.5)
            $0.rows[0].isLoading = false
        }
        tester.advance(to: 200)
        tester.receive(.row(id: PlaceRow.id(of: .bern), action: .loaded(report("Bern", 18)))) {
            $0.rows[1].weather = self.report("Bern", 18)
            $0.rows[1].isLoading = false
        }
        tester.send(.refresh) {
            $0.rows[0].refreshes = 1
            $0.rows[0].isLoading = true
            $0.rows[1].refreshes = 1
            $0.rows[1].isLoading = true
        }
        tester.advance(to: 400)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
            $0.rows[0].isLoading = false
        }
        tester.receive(.row(id: PlaceRow.id(of: .bern), action: .loaded(report("Bern", 18)))) {
            $0.rows[1].isLoading = false
        }
        tester.finish()
        XCTAssertEqual(weather.answers["at Berlin"]?.subscriptions, [Subscription(0, 100), Subscription(200, 300)])
        XCTAssertEqual(store.saveCount, 0, "loading and refreshing change nothing to save")
    }

    func testDeletingARowCancelsItsRefreshAtThatTickAndSavesTheList() {
        weather.answer("at Berlin", [.next(100, 21.5), .completed(100)])
        weather.answer("at Bern", [.next(500, 18), .completed(500)])
        let tester = makeTester()
        launched(tester, [.berlin, .bern])
        tester.advance(to: 100)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
            $0.rows[0].weather = self.report("Berlin", 21.5)
            $0.rows[0].isLoading = false
        }
        tester.advance(to: 300)
        tester.send(.move(by: 1)) { $0.highlighted = 1 }
        tester.send(.delete) {
            let bern = $0.rows.removeLast()
            $0.highlighted = 0
            $0.revision = 1
            $0.deleted = DeletedPlace(row: bern, index: 1)
        }
        XCTAssertEqual(tester.state.undoNotice, "Deleted Bern. Press u to undo.")
        XCTAssertEqual(weather.answers["at Bern"]?.subscriptions, [Subscription(0, 300)])
        XCTAssertEqual(store.places, [.berlin])
        tester.advance(to: 1_000)
        tester.finish()
    }

    /// `u` brings the deleted place back where it was, saves it, and starts its weather again; after the next
    /// change there is nothing to undo.
    func testUndoBringsTheDeletedPlaceBackUntilTheNextChange() {
        weather.answer("at Berlin", [.next(100, 21.5), .completed(100)])
        weather.answer("at Bern", [.next(100, 18), .completed(100)])
        let tester = makeTester()
        tester.exhaustivity = .off
        launched(tester, [.berlin, .bern])
        tester.advance(to: 200)
        tester.skipReceivedActions()
        let before = tester.state.rows
        tester.send(.delete) { $0.revision = 1 }
        XCTAssertEqual(store.places, [.bern])
        tester.send(.undo) {
            $0.rows = before
            $0.revision = 2
            $0.deleted = nil
            $0.notice = nil
            $0.highlighted = 0
        }
        XCTAssertEqual(store.places, [.berlin, .bern], "the undone delete is saved")
        XCTAssertEqual(tester.state.rows.ids, [PlaceRow.id(of: .berlin), PlaceRow.id(of: .bern)])
        tester.send(.undo)
        XCTAssertEqual(store.places, [.berlin, .bern], "one undo per delete")
        tester.advance(to: 400)
        tester.skipReceivedActions()
        XCTAssertNotNil(tester.state.rows[id: PlaceRow.id(of: .berlin)]?.weather, "its weather loads again")
        tester.finish()
    }

    /// Undo after a delete, saving to a file: the place comes back in its old place, on the list and in the file,
    /// and stays highlighted.
    func testUndoPutsThePlaceBackWhereItWasInTheFileToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("undo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locations.json")
        let places = ["Berlin", "Zürich", "São Paulo", "Montréal", "Köln"].enumerated().map { index, name in
            Location(name: name, latitude: Double(index), longitude: 0)
        }
        let saved = SavedPlacesStore(fileURL: file)
        try saved.save(places)
        let tester = LoopTester(
            model: PlacesModel(),
            controller: PlacesController(geocoder: geocoder, weather: weather, store: saved, scheduler: scheduler),
            scheduler: scheduler, exhaustivity: .off)
        tester.send(.launched(places: saved.load().places, notice: nil))
        tester.send(.move(by: 4))
        tester.send(.move(by: -3))
        tester.send(.delete)
        XCTAssertEqual(tester.state.places.map(\.name), ["Berlin", "São Paulo", "Montréal", "Köln"])
        tester.send(.undo)
        tester.advance(by: 0)
        tester.skipReceivedActions()
        XCTAssertEqual(tester.state.places, places)
        XCTAssertEqual(tester.state.rows[tester.state.highlighted].location.name, "Zürich", "highlighted again")
        XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, places, "and is 2nd in the file")
        tester.finish()
    }

    /// A save that fails makes Esc warn once that the places are not saved; Esc again quits.
    func testEscWarnsOnceWhenTheChangesCouldNotBeSaved() {
        let tester = makeTester()
        tester.exhaustivity = .off
        tester.send(.launched(places: [], notice: nil))
        tester.send(.back) { $0.quit = true }
        let failing = LoopTester(
            model: PlacesModel(),
            controller: PlacesController(geocoder: geocoder, weather: weather, store: store, scheduler: scheduler),
            scheduler: scheduler, exhaustivity: .off)
        failing.send(.launched(places: [], notice: nil))
        failing.send(.back)
        XCTAssertTrue(failing.state.quit)
        var state = PlacesModel().reduce(state: PlacesState(), with: .saveFailed("Could not save the places."))
        state = PlacesModel().reduce(state: state, with: .back)
        XCTAssertFalse(state.quit)
        XCTAssertEqual(
            state.notice, "Your changes are not saved: Could not save the places. Press Esc again to quit anyway.")
        state = PlacesModel().reduce(state: state, with: .back)
        XCTAssertTrue(state.quit)
        tester.finish()
        failing.finish()
    }

    /// When another window's save changes the list, the highlight stays on the same place; when that place is gone,
    /// it goes to the place after it (as after a delete), or the one before it when none is left after it.
    func testAfterAMergeTheHighlightFollowsThePlace() {
        let places = ["A", "B", "C", "D"].map { Location(name: $0, latitude: 0, longitude: 0) }
        var state = PlacesModel().reduce(state: PlacesState(), with: .launched(places: places, notice: nil))
        state.highlighted = 1
        let model = PlacesModel()
        var merged = model.reduce(state: state, with: .saved([places[0], places[3], places[2], places[1]]))
        XCTAssertEqual(merged.highlighted, 3, "B")
        merged = model.reduce(state: state, with: .saved([places[3], places[2], places[0]]))
        XCTAssertEqual(merged.highlighted, 1, "C, which came after B")
        state.highlighted = 3
        merged = model.reduce(state: state, with: .saved([places[2], places[0], places[1]]))
        XCTAssertEqual(merged.highlighted, 0, "C, which came before D")
        merged = model.reduce(state: state, with: .saved([]))
        XCTAssertEqual(merged.highlighted, 0)
    }

    /// A save that succeeds after one that failed clears the failure: Esc then quits at once, without a warning.
    func testASuccessfulSaveAfterAFailedOneClearsTheFailure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("config")
        try Data("x\n".utf8).write(to: blocker) // a file where the folder should be
        let saved = SavedPlacesStore(fileURL: blocker.appendingPathComponent("rxmvc-weather/locations.json"))
        let tester = LoopTester(
            model: PlacesModel(),
            controller: PlacesController(geocoder: geocoder, weather: weather, store: saved, scheduler: scheduler),
            scheduler: scheduler, exhaustivity: .off)
        tester.send(.launched(places: [.berlin, .bern], notice: nil))
        tester.send(.delete)
        tester.advance(by: 0)
        tester.skipReceivedActions()
        XCTAssertNotNil(tester.state.saveFailure, "the save failed")
        try FileManager.default.removeItem(at: blocker)
        tester.send(.undo)
        tester.advance(by: 0)
        tester.skipReceivedActions()
        XCTAssertEqual(SavedPlacesStore(fileURL: saved.fileURL).load().places, [.berlin, .bern], "saved now")
        XCTAssertNil(tester.state.saveFailure)
        tester.send(.back)
        XCTAssertTrue(tester.state.quit, "no warning: everything is saved")
        tester.finish()
        // The failure's notice, or the warning made of it, goes with it; another notice stays.
        var failed = PlacesModel().reduce(state: PlacesState(), with: .saveFailed("Could not save."))
        failed = PlacesModel().reduce(state: failed, with: .back)
        XCTAssertEqual(PlacesModel().reduce(state: failed, with: .saved([])), PlacesState())
        failed.notice = "The saved places file was unreadable."
        XCTAssertEqual(PlacesModel().reduce(state: failed, with: .saved([])).notice, failed.notice)
    }

    func testDeleteOnAnEmptyListAndMovesPastTheEndsChangeNothing() {
        let tester = makeTester()
        tester.send(.delete)
        tester.send(.move(by: 1))
        tester.send(.move(by: -1))
        tester.send(.open)
        tester.finish()
        XCTAssertEqual(store.saveCount, 0)
    }

    func testEscPopsTheTopScreenAndQuitsOnTheList() {
        let tester = makeTester()
        tester.send(.add) { $0.path = NavigationStack([.add(AddPlaceState())]) }
        tester.send(.back) { $0.path.pop() }
        tester.send(.back) { $0.quit = true }
        tester.finish()
    }

    func testOpeningAPlacePushesItsDetailWhichRefreshesAndPoppingCancelsThatRefresh() {
        weather.answer("at Berlin", [.next(100, 21.5), .completed(100)])
        let tester = makeTester()
        launched(tester, [.berlin])
        tester.advance(to: 100)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
            $0.rows[0].weather = self.report("Berlin", 21.5)
            $0.rows[0].isLoading = false
        }
        tester.send(.open) {
            $0.path = NavigationStack([
                .detail(PlaceDetailState(location: .berlin, weather: self.report("Berlin", 21.5)))
            ])
        }
        tester.advance(to: 200)
        tester.receive(
            .path(.element(id: StackElementID(rawValue: 0), action: .detail(.loaded(report("Berlin", 21.5)))))
        ) {
            var detail = PlaceDetailState(location: .berlin, weather: self.report("Berlin", 21.5))
            detail.isLoading = false
            $0.path[id: StackElementID(rawValue: 0)] = .detail(detail)
        }
        tester.send(.back) { $0.path.pop() }
        tester.send(.open) {
            $0.path.push(.detail(PlaceDetailState(location: .berlin, weather: self.report("Berlin", 21.5))))
        }
        tester.advance(to: 250)
        tester.send(.back) { $0.path.pop() }
        XCTAssertEqual(
            weather.answers["at Berlin"]?.subscriptions,
            [Subscription(0, 100), Subscription(100, 200), Subscription(200, 250)],
            "the second detail's refresh is cancelled at the pop")
        tester.advance(to: 1_000)
        tester.finish()
    }

    /// A row whose refresh failed keeps its earlier weather; the detail opened on it carries the failure with that
    /// weather (so it can say the reading is from before), until the detail's own refresh succeeds.
    func testADetailOpenedAfterAFailedRefreshSaysTheWeatherIsTheEarlierReading() {
        weather.answer("at Berlin", [.next(100, 21.5), .completed(100)])
        let tester = makeTester()
        launched(tester, [.berlin])
        tester.advance(to: 100)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .loaded(report("Berlin", 21.5)))) {
            $0.rows[0].weather = self.report("Berlin", 21.5)
            $0.rows[0].isLoading = false
        }
        let failure = WeatherError.message(for: StubError.unexpected("a 500"))
        weather.answer("at Berlin", [.error(100, StubError.unexpected("a 500"))])
        tester.send(.refresh) {
            $0.rows[0].refreshes = 1
            $0.rows[0].isLoading = true
        }
        tester.advance(to: 200)
        tester.receive(.row(id: PlaceRow.id(of: .berlin), action: .failed(failure))) {
            $0.rows[0].failure = failure
            $0.rows[0].isLoading = false
        }
        weather.answer("at Berlin", [.next(100, 22), .completed(100)])
        tester.send(.open) {
            $0.path = NavigationStack([
                .detail(PlaceDetailState(location: .berlin, weather: self.report("Berlin", 21.5), failure: failure))
            ])
        }
        tester.advance(to: 300)
        tester.receive(.path(.element(id: StackElementID(rawValue: 0), action: .detail(.loaded(report("Berlin", 22))))))
        {
            var detail = PlaceDetailState(location: .berlin, weather: self.report("Berlin", 22))
            detail.isLoading = false
            $0.path[id: StackElementID(rawValue: 0)] = .detail(detail)
        }
        tester.send(.back) { $0.path.pop() }
        tester.finish()
    }
}
