import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import Weather
import XCTest

/// Choosing on the add screen a place the list already has (1 tick = 1 ms, 300 ms debounce): nothing changes on the
/// list, so the undo of a delete and a failed save's notice stay; but the place is saved as this window's addition,
/// so a file from which another window deleted it has it again.
final class AddPlaceAgainLoopTests: RxTestCase {
    private static let paris = Location(name: "Paris", country: "France", latitude: 48.86, longitude: 2.35)
    private static let oslo = Location(name: "Oslo", country: "Norway", latitude: 59.91, longitude: 10.75)
    private static let tokyo = Location(name: "Tokyo", country: "Japan", latitude: 35.69, longitude: 139.69)

    private var scheduler: TestScheduler!
    private var geocoder: StubGeocoder!
    private var weather: StubWeatherService!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        geocoder = StubGeocoder(scheduler)
        weather = StubWeatherService(scheduler)
        for place in [Location.berlin, Self.paris, Self.oslo, Self.tokyo] {
            geocoder.answer(place.name, [.next(10, [place]), .completed(10)])
        }
    }

    override func tearDown() {
        scheduler = nil
        geocoder = nil
        weather = nil
        super.tearDown()
    }

    /// Runs `body` with a non-exhaustive tester on `store` whose drivers deliver on the test scheduler.
    private func withTester(store: PlacesStore, _ body: (LoopTester<PlacesModel, PlacesController>) throws -> Void)
        rethrows
    {
        try SharingScheduler.mock(scheduler: scheduler) {
            let tester = LoopTester(
                model: PlacesModel(),
                controller: PlacesController(geocoder: geocoder, weather: weather, store: store, scheduler: scheduler),
                scheduler: scheduler, exhaustivity: .off)
            try body(tester)
            tester.advance(by: 1_000)
            tester.skipReceivedActions()
            tester.finish()
        }
    }

    /// `a`, the place's name, Enter once its results are in: back on the list.
    private func add(_ tester: LoopTester<PlacesModel, PlacesController>, _ name: String) {
        tester.send(.add)
        guard let screen = tester.state.path.top?.id else { return XCTFail("no add screen") }
        tester.send(.screen(id: screen, event: .queryChanged(name)))
        tester.advance(by: 400)
        tester.send(.screen(id: screen, event: .enter))
        tester.advance(by: 0)
        tester.skipReceivedActions()
        XCTAssertNil(tester.state.path.top, "back on the list after adding \(name)")
    }

    func testAddingAPlaceAlreadyListedKeepsTheUndoOfADelete() {
        let store = InMemoryPlacesStore([.berlin, Self.paris, Self.oslo])
        withTester(store: store) { tester in
            tester.send(.launched(places: store.load().places, notice: nil))
            tester.send(.delete)
            XCTAssertEqual(tester.state.undoNotice, "Deleted Berlin. Press u to undo.")
            add(tester, "Oslo")
            XCTAssertEqual(tester.state.places, [Self.paris, Self.oslo])
            XCTAssertEqual(tester.state.highlighted, 1, "Oslo, chosen, is highlighted")
            XCTAssertEqual(tester.state.undoNotice, "Deleted Berlin. Press u to undo.", "nothing changed since")
            tester.send(.undo)
            XCTAssertEqual(tester.state.places, [.berlin, Self.paris, Self.oslo])
            tester.advance(by: 0)
            tester.skipReceivedActions()
            XCTAssertEqual(store.places, [.berlin, Self.paris, Self.oslo], "the undone delete is saved")
        }
    }

    func testAddingAPlaceAlreadyListedKeepsTheNoticeOfAFailedSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("again-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("config")
        try Data("x\n".utf8).write(to: blocker) // a file where the folder should be
        let store = SavedPlacesStore(fileURL: blocker.appendingPathComponent("rxmvc-weather/locations.json"))
        withTester(store: store) { tester in
            tester.send(.launched(places: store.load().places, notice: nil))
            add(tester, "Berlin")
            let failure = tester.state.saveFailure
            XCTAssertNotNil(failure, "the save failed")
            XCTAssertEqual(tester.state.notice, failure)
            add(tester, "Berlin")
            XCTAssertEqual(tester.state.places, [.berlin])
            XCTAssertEqual(tester.state.notice, failure, "still not saved: the notice stays")
            XCTAssertEqual(tester.state.saveFailure, failure)
        }
    }

    /// Two windows on one file: the other deletes Paris; this one, still listing it, adds Paris: the file has it
    /// again, and a later add (Tokyo) keeps it on the list and in the file.
    func testAddingAPlaceAnotherWindowDeletedSavesItAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("again-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locations.json")
        try SavedPlacesStore(fileURL: file).save([.berlin, Self.paris, Self.oslo])
        let store = SavedPlacesStore(fileURL: file)
        let other = SavedPlacesStore(fileURL: file)
        XCTAssertEqual(other.load().places, [.berlin, Self.paris, Self.oslo])
        try withTester(store: store) { tester in
            tester.send(.launched(places: store.load().places, notice: nil))
            XCTAssertEqual(try other.saveMerging([.berlin, Self.oslo]), [.berlin, Self.oslo])
            add(tester, "Paris")
            XCTAssertEqual(tester.state.places, [.berlin, Self.paris, Self.oslo])
            XCTAssertEqual(tester.state.highlighted, 1, "Paris, chosen, is highlighted")
            XCTAssertEqual(SavedPlacesStore(fileURL: file).load().places, [.berlin, Self.paris, Self.oslo])
            add(tester, "Tokyo")
            XCTAssertEqual(tester.state.places, [.berlin, Self.paris, Self.oslo, Self.tokyo])
            XCTAssertEqual(tester.state.highlighted, 3, "Tokyo, just added, is highlighted")
        }
        XCTAssertEqual(
            SavedPlacesStore(fileURL: file).load().places, [.berlin, Self.paris, Self.oslo, Self.tokyo])
    }
}
