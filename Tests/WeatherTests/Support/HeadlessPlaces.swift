import Foundation
import HeadlessScreen
import Rx
import RxMVC
import RxTerminal
import RxTesting
import Weather
import XCTest

@testable import weather

/// The full-screen app as `PlacesApp` wires it — `PlacesView` on a `Screen`, the places model and controller — but
/// on a `MemoryTerminal`, saving to memory, in virtual time (1 tick = 1 ms): keys are sent to the screen as a
/// terminal would send them, time is advanced by hand, and the lines drawn are read back.
///
/// Build it inside `SharingScheduler.mock(scheduler:)` with the same scheduler, and keep advancing inside it: the add
/// screen's view model delivers its `Driver`s on the scheduler of that moment.
final class HeadlessPlaces: HeadlessScreen {
    let view: PlacesView
    let store: InMemoryPlacesStore
    private let keys = PublishSubject<Key>()
    private var loop: ModelLoop<PlacesState>?
    private var running: Disposable?

    /// Keys go a millisecond apart, and `type` and `press` let a millisecond pass by default. Times are shown in UTC.
    init(
        scheduler: TestScheduler, places: [Location], geocoder: GeocodingService, weather: WeatherService,
        columns: Int = 100, rows: Int = 30
    ) {
        store = InMemoryPlacesStore(places)
        let terminal = MemoryTerminal(columns: columns, rows: rows)
        let view = PlacesView(
            keys: keys.asObservable(), launched: .launched(places: places, notice: nil), servicesName: "stub",
            scheduler: scheduler, turns: scheduler, timeZone: TimeZone(identifier: "UTC") ?? .current)
        self.view = view
        super.init(
            scheduler: scheduler, terminal: terminal,
            screen: Screen(terminal: terminal, content: view.content, scheduler: scheduler), keyGap: 1,
            typingSettle: 1, pressSettle: 1)
        let forwarded = screen.keys.subscribe(keys)
        let controller = PlacesController(
            geocoder: geocoder, weather: weather, store: store, scheduler: scheduler)
        loop = combineModel(PlacesModel(), withView: view, controller: controller, observeOn: scheduler)
        running = Disposables.create(forwarded, screen.start())
        advance(by: 1)
    }

    /// Stops the loop and the screen (call before the test ends).
    func stop() {
        running?.dispose()
        loop?.dispose()
        running = nil
        loop = nil
        advance(by: 10)
    }

    /// The loop's latest state.
    var state: PlacesState? { loop?.currentState }

    /// The add screen on top, if it is.
    var addScreen: AddPlaceState? {
        guard case .add(let add)? = state?.path.top?.screen else { return nil }
        return add
    }
}
