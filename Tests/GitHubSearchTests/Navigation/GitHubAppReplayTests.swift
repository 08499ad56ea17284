import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxMVCTesting
import RxTesting
import XCTest

private struct ScheduledEvents: UserInteractable {
    let events: Observable<GitHubAppEvent>
    func interact() -> Observable<GitHubAppEvent> { events }
}

private struct StateObservingView: View {
    let observer: TestableObserver<GitHubAppState>
    func update(stateStream: Observable<GitHubAppState>) -> Disposable { stateStream.subscribe(observer) }
}

/// A recorded github-search session (search, detail, open, owner, back) replays through the app's model and
/// controller over the offline catalog to the very same states.
final class GitHubAppReplayTests: RxTestCase {
    private let swiftUIApp = Repository(
        name: "SwiftUI-App", fullName: "Bisquit-Host/SwiftUI-App",
        htmlURL: URL(string: "https://github.com/Bisquit-Host/SwiftUI-App")!)

    private var session: [Recorded<Event<GitHubAppEvent>>] {
        [
            .next(210, .search(.searchTextChanged("s"))), .next(260, .search(.searchTextChanged("swift ui"))),
            .next(1500, .repositorySelected(swiftUIApp)),
            .next(1600, .screen(id: StackElementID(rawValue: 0), event: .openInBrowser)),
            .next(1700, .screen(id: StackElementID(rawValue: 0), event: .ownerRequested)), .next(1800, .back),
            .next(1900, .search(.modeToggled)), .next(1950, .search(.loginChanged("apple"))),
        ]
    }

    private func controller(_ scheduler: TestScheduler) throws -> ComposedController<
        GitHubAppState, GitHubAppEvent, GitHubAppAction
    > {
        let api = OfflineGitHubAPI(
            catalog: try OfflineCatalog.bundled(), scheduler: scheduler, latency: .milliseconds(300))
        return GitHubAppController.composed(search: GitHubSearchController(api: api, scheduler: scheduler), opener: nil)
    }

    func testAReplayYieldsTheRecordedStates() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let input = scheduler.createHotObservable(session)
        let states = scheduler.createObserver(GitHubAppState.self)
        var lines: [String] = []
        let controller = try controller(scheduler)
        var loop: ModelLoop<GitHubAppState>?
        scheduler.scheduleAt(200) {
            let recorder = SessionRecorder<GitHubAppEvent>(scheduler: scheduler) { lines.append($0) }
            loop = combineModel(
                GitHubAppModel(), withView: StateObservingView(observer: states), controller: controller,
                andUserInteractable: ScheduledEvents(events: input.asObservable()).recorded(by: recorder))
        }
        scheduler.scheduleAt(5000) { loop?.dispose() }
        scheduler.start()
        XCTAssertEqual(lines.count, session.count)

        let final = try XCTUnwrap(states.events.last?.value.element)
        XCTAssertEqual(final.search.query, nil, "user mode")
        XCTAssertEqual(final.search.login, "apple")
        XCTAssertEqual(
            final.path.elements.map(\.screen),
            [
                .detail(
                    RepositoryDetailState(
                        repository: swiftUIApp,
                        openMessage: "Open in a browser: https://github.com/Bisquit-Host/SwiftUI-App"))
            ])
        XCTAssertTrue(
            states.events.contains {
                $0.value.element?.search.repositories.first?.fullName == "CofficLab/Cisum_SwiftUI"
            })

        let recording = try Recording<GitHubAppEvent>(jsonLines: lines.joined(separator: "\n"))
        let replayScheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let replayed = replayScheduler.replay(
            recording, model: GitHubAppModel(), controller: try self.controller(replayScheduler), disposed: 5000)
        XCTAssertEqual(replayed.events, states.events)
    }
}
