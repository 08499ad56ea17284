import Dispatch
import Foundation
import Rx
import RxMVC
import RxTerminal
import Weather

/// `weather --replay FILE [--api] [--json]`: runs a session recorded with `--record` headlessly through the same
/// model and controller (saving goes to memory, so no file changes), and prints the final state: the saved places
/// and the screen stack.
///
/// Offline (the default), the session runs in virtual time over the bundled places and demo weather: the recorded
/// times are kept exactly and the run takes no real time, so a replay always ends in the same state. With `--api`
/// the events are sent at their recorded times to the live services (Open-Meteo, or OpenWeatherMap with a key; the
/// endpoints from `OPEN_METEO_GEOCODING_URL`, `OPEN_METEO_FORECAST_URL`, `OPENWEATHER_API_URL`); once the last
/// one's search has settled and no request is in flight (at most `liveDeadline` later), the state is printed.
enum Replay {
    /// How long a live replay waits, after its last event, for the requests to end.
    static let liveDeadline: RxTimeInterval = .seconds(30)

    static func run(path: String, json: Bool, units: Units, live: WeatherServices?, tracePath: String?) -> Never {
        let recording: Recording<PlacesEvent>
        do {
            recording = try Recording(contentsOf: URL(fileURLWithPath: path))
        } catch {
            printError("weather: \(TextSanitizer.sanitize("\(error)"))")
            exit(1)
        }
        if let live {
            runLive(
                recording, services: live, json: json, units: units,
                trace: tracePath.map { TraceFile.open($0, clock: .wall) })
        }
        report(finalState(of: recording, units: units, tracePath: tracePath), json: json)
    }

    private static func report(_ state: PlacesState, json: Bool) -> Never {
        if json {
            guard let data = try? PlacesReport.replayJSON(state) else {
                printError("weather: the state could not be written as JSON.")
                exit(1)
            }
            printResult(String(decoding: data, as: UTF8.self))
        } else {
            printResult(PlacesReport.replayText(state))
        }
        exit(0)
    }

    /// Sends the recorded events at their times to `services` on the main queue, waits until the state settles,
    /// prints it and exits; exits 1 when the requests are still running `liveDeadline` after the last event.
    private static func runLive(
        _ recording: Recording<PlacesEvent>, services: WeatherServices, json: Bool, units: Units, trace: LoopTrace?
    ) -> Never {
        let scheduler = MainScheduler.instance
        let controller = PlacesController(
            geocoder: services.geocoder, weather: services.weather, store: InMemoryPlacesStore(), units: units,
            scheduler: scheduler)
        let events = PublishSubject<PlacesEvent>()
        let loop = combineModel(
            PlacesModel(), withView: StateCapture(), controller: controller,
            andUserInteractable: SubjectSource(events: events), trace: trace)
        let start = scheduler.now
        for recorded in recording.events {
            let delay = Int(exactly: (max(0, recorded.time) * 1000).rounded()) ?? 0
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(delay)) { _ in
                events.onNext(recorded.event)
                return Disposables.create()
            }
        }
        // One second past the last event: the add screen's debounce (300 ms) has fired by then.
        let last = recording.events.map(\.time).max() ?? 0
        let settle = Int(exactly: ((last.isFinite ? max(0, last) : 0) * 1000 + 1000).rounded()) ?? 1000
        let subscription = Observable<Int>.timer(.milliseconds(settle), scheduler: scheduler)
            .flatMap { _ in loop.stateStream.filter(isSettled) }
            .take(1)
            .timeout(liveDeadline, scheduler: scheduler)
            .subscribe(
                onNext: { state in
                    loop.dispose()
                    report(state, json: json)
                },
                onError: { _ in
                    let waited = Int(scheduler.now.timeIntervalSince(start).rounded())
                    printError(
                        "weather: the replay's requests did not finish within \(waited) s of its start; "
                            + "the services may be slow or unreachable.")
                    exit(1)
                })
        withExtendedLifetime((loop, subscription)) {
            dispatchMain()
        }
    }

    /// `true` when no row, detail or search is waiting for a service.
    private static func isSettled(_ state: PlacesState) -> Bool {
        !state.rows.contains(where: \.isLoading)
            && !state.path.elements.contains { element in
                switch element.screen {
                case .add(let add): add.isQuerying
                case .detail(let detail): detail.isLoading
                }
            }
    }

    /// The state after every recorded event, and 30 virtual seconds more for the last effects to end.
    /// With `tracePath`, the loop's trace (in virtual time) is written there.
    static func finalState(of recording: Recording<PlacesEvent>, units: Units, tracePath: String? = nil) -> PlacesState
    {
        let scheduler = HistoricalScheduler()
        let trace = tracePath.map { TraceFile.open($0, clock: .scheduler(scheduler)) }
        let capture = StateCapture()
        SharingScheduler.mock(scheduler: scheduler) {
            let services = WeatherServices.offline(scheduler: scheduler)
            let controller = PlacesController(
                geocoder: services.geocoder, weather: services.weather, store: InMemoryPlacesStore(), units: units,
                scheduler: scheduler)
            let events = PublishSubject<PlacesEvent>()
            let loop = combineModel(
                PlacesModel(), withView: capture, controller: controller,
                andUserInteractable: SubjectSource(events: events), trace: trace)
            sendInOrder(recording.events[...], to: events, on: scheduler)
            let end = (recording.events.map(\.time).max() ?? 0) + 30
            scheduler.advanceTo(Date(timeIntervalSince1970: end.isFinite ? end : 30))
            loop.dispose()
        }
        return capture.state
    }
}

extension Replay {
    /// Sends `recorded` to `events` at their exact recorded times on `scheduler`, each one only after what the one
    /// before it scheduled for the same instant has run.
    ///
    /// The live session handles each key's event to the end before the next one is read (the add screen's query
    /// Driver delivers on the main queue at once). In virtual time, a Driver delivers through the scheduler
    /// (`SharingScheduler.mock`), after whatever was queued for the same instant before it: an Enter scheduled at the
    /// start for the instant "Madrid" was typed would be handled before "Madrid" reached the Enter rule, which would
    /// then wait for the results of the older text and drop the place (keys released together after an Enter are
    /// recorded a fraction of a millisecond apart, or at one instant). So times are not rounded, and each event is
    /// scheduled only once the previous one has been sent: it queues behind the work that one caused at its instant.
    static func sendInOrder(
        _ recorded: ArraySlice<RecordedUserEvent<PlacesEvent>>, to events: PublishSubject<PlacesEvent>,
        on scheduler: HistoricalScheduler
    ) {
        guard let first = recorded.first else { return }
        let time = first.time.isFinite ? max(0, first.time) : 0
        _ = scheduler.scheduleAbsoluteVirtual((), time: Date(timeIntervalSince1970: time)) { _ in
            events.onNext(first.event)
            sendInOrder(recorded.dropFirst(), to: events, on: scheduler)
            return Disposables.create()
        }
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
