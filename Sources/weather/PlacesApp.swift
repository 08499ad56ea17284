import Foundation
import Rx
import RxMVC
import RxTerminal
import Weather

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen app: loads the saved places, runs the places loop on the screen's keys (recording them with
/// `--record`), and keeps it running until the user quits. `notice` (a malformed endpoint variable) is said on the
/// list at start, before any notice about the places file.
final class PlacesApp {
    let view: PlacesView
    private let services: WeatherServices
    private let store: PlacesStore
    private let units: Units
    private let recorder: SessionRecorder<PlacesEvent>?
    private let trace: LoopTrace?
    private let keys = PublishSubject<Key>()
    private var loop: ModelLoop<PlacesState>?

    init(
        services: WeatherServices, store: PlacesStore, units: Units, recorder: SessionRecorder<PlacesEvent>?,
        trace: LoopTrace?, notice: String? = nil
    ) {
        self.services = services
        self.store = store
        self.units = units
        self.recorder = recorder
        self.trace = trace
        let loaded = store.load()
        let notices = [notice, loaded.notice].compactMap { $0 }
        view = PlacesView(
            keys: keys.asObservable(),
            launched: .launched(places: loaded.places, notice: notices.isEmpty ? nil : notices.joined(separator: " ")),
            servicesName: services.name, scheduler: MainScheduler.instance)
        view.outputFailed = { [recorder, trace] in recorder?.failure != nil || trace?.writeFailure != nil }
    }

    /// Starts the loop on `screen`'s keys.
    func start(on screen: Screen) {
        _ = screen.keys.subscribe(keys)
        let controller = PlacesController(
            geocoder: services.geocoder, weather: services.weather, store: store, units: units,
            scheduler: MainScheduler.instance)
        if let recorder {
            loop = combineModel(
                PlacesModel(), withView: view, controller: controller,
                andUserInteractable: view.recorded(by: recorder), observeOn: MainScheduler.instance, trace: trace)
        } else {
            loop = combineModel(
                PlacesModel(), withView: view, controller: controller, observeOn: MainScheduler.instance,
                trace: trace)
        }
    }
}
