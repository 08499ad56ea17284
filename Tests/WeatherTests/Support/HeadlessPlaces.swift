import Foundation
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
final class HeadlessPlaces {
    let scheduler: TestScheduler
    let terminal: MemoryTerminal
    let screen: Screen
    let view: PlacesView
    let store: InMemoryPlacesStore
    private let keys = PublishSubject<Key>()
    private var loop: ModelLoop<PlacesState>?
    private var running: Disposable?

    init(
        scheduler: TestScheduler, places: [Location], geocoder: GeocodingService, weather: WeatherService,
        columns: Int = 100, rows: Int = 30
    ) {
        self.scheduler = scheduler
        store = InMemoryPlacesStore(places)
        terminal = MemoryTerminal(columns: columns, rows: rows)
        view = PlacesView(
            keys: keys.asObservable(), launched: .launched(places: places, notice: nil), servicesName: "stub",
            scheduler: scheduler, turns: scheduler)
        screen = Screen(terminal: terminal, content: view.content, scheduler: scheduler)
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

    /// Lets `milliseconds` of virtual time pass.
    func advance(by milliseconds: TestTime) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    /// Presses `keys` one after another, a millisecond apart, then lets `settle` milliseconds pass.
    func press(_ keys: Key..., settle: TestTime = 1) {
        for key in keys {
            screen.send(key)
            advance(by: 1)
        }
        advance(by: settle)
    }

    /// Types `text` a key a millisecond, then lets `settle` milliseconds pass.
    func type(_ text: String, settle: TestTime = 1) {
        for character in text {
            screen.send(.character(character))
            advance(by: 1)
        }
        advance(by: settle)
    }

    /// The terminal's lines after a fresh frame, trailing spaces removed.
    var lines: [String] {
        screen.render()
        return terminal.lines.map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The highlighted row's line (the one the list marks with "› "), if any.
    var highlighted: String? { lines.first { $0.hasPrefix("› ") } }

    /// The screen as text, for failure messages.
    var shown: String { lines.joined(separator: "\n") }
}
