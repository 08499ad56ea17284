import Foundation
import RxTerminal
import Rx
import RxMVC
import Weather

/// `weather --replay FILE [--json]`: runs a session recorded with `--record` headlessly, in virtual time, through
/// the same model and controller over the offline data (bundled places, demo weather; saving goes to memory, so
/// no file changes), and prints the final state: the saved places and the screen stack.
enum Replay {
    static func run(path: String, json: Bool, units: Units) -> Never {
        let recording: Recording<PlacesEvent>
        do {
            recording = try Recording(contentsOf: URL(fileURLWithPath: path))
        } catch {
            printError("weather: \(TextSanitizer.sanitize("\(error)"))")
            exit(1)
        }
        let state = finalState(of: recording, units: units)
        if json {
            guard let data = try? PlacesReport.replayJSON(state) else {
                printError("weather: the state could not be written as JSON.")
                exit(1)
            }
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(PlacesReport.replayText(state))
        }
        exit(0)
    }

    /// The state after every recorded event, and 30 virtual seconds more for the last effects to end.
    static func finalState(of recording: Recording<PlacesEvent>, units: Units) -> PlacesState {
        let scheduler = HistoricalScheduler()
        let capture = StateCapture()
        SharingScheduler.mock(scheduler: scheduler) {
            let services = WeatherServices.offline(scheduler: scheduler)
            let controller = PlacesController(
                geocoder: services.geocoder, weather: services.weather, store: InMemoryPlacesStore(), units: units,
                scheduler: scheduler)
            let events = PublishSubject<PlacesEvent>()
            let loop = combineModel(
                PlacesModel(), withView: capture, controller: controller,
                andUserInteractable: SubjectSource(events: events))
            for recorded in recording.events {
                let delay = Int(exactly: (max(0, recorded.time) * 1000).rounded()) ?? 0
                _ = scheduler.scheduleRelative((), dueTime: .milliseconds(delay)) { _ in
                    events.onNext(recorded.event)
                    return Disposables.create()
                }
            }
            let end = (recording.events.map(\.time).max() ?? 0) + 30
            scheduler.advanceTo(Date(timeIntervalSince1970: end.isFinite ? end : 30))
            loop.dispose()
        }
        return capture.state
    }
}

/// A view that keeps the latest state.
private final class StateCapture: View {
    var state = PlacesState()

    func update(stateStream: Observable<PlacesState>) -> Disposable {
        stateStream.subscribe(onNext: { [weak self] in self?.state = $0 })
    }
}

/// The recorded events, as the user's.
private struct SubjectSource: UserInteractable {
    let events: PublishSubject<PlacesEvent>

    func interact() -> Observable<PlacesEvent> {
        events.asObservable()
    }
}
