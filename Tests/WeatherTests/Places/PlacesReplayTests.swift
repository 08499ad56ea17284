import Foundation
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import Weather
import XCTest

private struct ScheduledEvents: UserInteractable {
    let events: Observable<PlacesEvent>
    func interact() -> Observable<PlacesEvent> { events }
}

private struct StateObservingView: View {
    let observer: TestableObserver<PlacesState>
    func update(stateStream: Observable<PlacesState>) -> Disposable { stateStream.subscribe(observer) }
}

/// A session of the places app, recorded as JSON lines, replays to the same states on the offline data.
final class PlacesReplayTests: RxTestCase {
    private let add = StackElementID(rawValue: 0)

    private var session: [Recorded<Event<PlacesEvent>>] {
        [
            .next(210, .launched(places: [], notice: nil)),
            .next(220, .add),
            .next(230, .screen(id: add, event: .queryChanged("s"))),
            .next(240, .screen(id: add, event: .queryChanged("sa"))),
            .next(250, .screen(id: add, event: .queryChanged("sao"))),
            .next(900, .screen(id: add, event: .move(by: 1))),
            .next(910, .screen(id: add, event: .move(by: -1))),
            .next(920, .screen(id: add, event: .enter)),
            .next(1_500, .open),
            .next(1_550, .back), // before the detail's refresh ends: cancelled
            .next(1_600, .refresh),
        ]
    }

    private func controller(_ scheduler: TestScheduler) -> PlacesController {
        let services = WeatherServices.offline(scheduler: scheduler)
        return PlacesController(
            geocoder: services.geocoder, weather: services.weather, store: InMemoryPlacesStore(), scheduler: scheduler)
    }

    private func recordSession(writingTo write: @escaping (String) -> Void) -> [Recorded<Event<PlacesState>>] {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let states = scheduler.createObserver(PlacesState.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let input = scheduler.createHotObservable(session)
            var loop: ModelLoop<PlacesState>?
            scheduler.scheduleAt(200) {
                let recorder = SessionRecorder<PlacesEvent>(scheduler: scheduler, write: write)
                loop = combineModel(
                    PlacesModel(), withView: StateObservingView(observer: states),
                    controller: self.controller(scheduler),
                    andUserInteractable: ScheduledEvents(events: input.asObservable()).recorded(by: recorder))
            }
            scheduler.scheduleAt(5_000) { loop?.dispose() }
            scheduler.start()
        }
        return states.events
    }

    func testAReplayedSessionYieldsTheRecordedStates() throws {
        var lines: [String] = []
        let recorded = recordSession { lines.append($0) }
        XCTAssertEqual(lines.count, session.count)

        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        var replayed: [Recorded<Event<PlacesState>>] = []
        try SharingScheduler.mock(scheduler: scheduler) {
            let recording = try Recording<PlacesEvent>(jsonLines: lines.joined(separator: "\n"))
            replayed =
                scheduler.replay(
                    recording, model: PlacesModel(), controller: controller(scheduler), disposed: 5_000
                ).events
        }

        XCTAssertEqual(replayed, recorded, "the same states at the same ticks")
        let final = try XCTUnwrap(recorded.last?.value.element)
        XCTAssertEqual(final.places.map(\.name), ["São Paulo"])
        XCTAssertTrue(final.path.isEmpty)
        XCTAssertNotNil(final.rows.first?.weather, "the refresh ended")
        XCTAssertFalse(final.rows.first?.isLoading ?? true)
    }
}
