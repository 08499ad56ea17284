import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal
import RxTesting
import XCTest

@testable import github_search

/// The interactive app as `main.swift` wires it — its `GitHubAppView` on a `Screen`, the app's model and controller
/// over the bundled catalog — but on a `MemoryTerminal` and in virtual time (1 tick = 1 ms): keys are sent to the
/// screen as a terminal would send them, time is advanced by hand, and the lines drawn are read back.
///
/// Build it inside `SharingScheduler.mock(scheduler:)` with the same scheduler, and keep advancing inside it: the
/// user mode's and the owner pages' view models deliver their `Driver`s on the scheduler of that moment.
final class HeadlessApp {
    let scheduler: TestScheduler
    let terminal: MemoryTerminal
    let screen: Screen
    let view: GitHubAppView
    /// The catalog's answers, counted.
    let api: CountingAPI
    private var loop: ModelLoop<GitHubAppState>?
    private var running: Disposable?

    init(scheduler: TestScheduler, columns: Int = 100, rows: Int = 30) throws {
        self.scheduler = scheduler
        let offline = OfflineGitHubAPI(catalog: try OfflineCatalog.bundled(), scheduler: scheduler)
        api = CountingAPI(offline)
        terminal = MemoryTerminal(columns: columns, rows: rows)
        let userMode = UserRepositoriesViewModel(api: api, scheduler: scheduler, offline: true)
        let search = GitHubSearchView(
            userMode: userMode, offline: true, catalog: offline.facts, scheduler: scheduler, turns: scheduler)
        view = GitHubAppView(search: search, api: api, offline: true, scheduler: scheduler)
        screen = Screen(terminal: terminal, content: view.content, scheduler: scheduler)
        let keys = screen.keys.bind(to: view.keyPresses)
        let controller = GitHubAppController.composed(
            search: GitHubSearchController(api: api, scheduler: scheduler, opener: nil), opener: nil)
        let loop = combineModel(GitHubAppModel(), withView: view, controller: controller, observeOn: scheduler)
        self.loop = loop
        running = Disposables.create(keys, screen.start())
        advance(by: 10)
    }

    /// Stops the loop and the screen (call before the test ends: the leak check counts what is left).
    func stop() {
        running?.dispose()
        loop?.dispose()
        running = nil
        loop = nil
        advance(by: 10)
    }

    /// The loop's latest state.
    var state: GitHubAppState? { loop?.currentState }

    /// Lets `milliseconds` of virtual time pass.
    func advance(by milliseconds: TestTime) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    /// Types `text`, one key a millisecond, then lets `settle` milliseconds pass (past the search's settle time
    /// and the catalog's latency by default).
    func type(_ text: String, settle: TestTime = 1000) {
        for character in text {
            screen.send(.character(character))
            advance(by: 1)
        }
        advance(by: settle)
    }

    /// Presses `keys` one after another, a few milliseconds apart, then lets `settle` milliseconds pass.
    func press(_ keys: Key..., settle: TestTime = 10) {
        for key in keys {
            screen.send(key)
            advance(by: 5)
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

/// A `GitHubAPI` that counts the requests it passes on (when they are sent: at subscription).
final class CountingAPI: GitHubAPI {
    private let base: GitHubAPI
    private(set) var searches: [String] = []
    private(set) var users: [String] = []

    init(_ base: GitHubAPI) {
        self.base = base
    }

    func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            searches.append(query)
            return base.searchRepositories(query: query, sort: sort, order: order, page: page, perPage: perPage)
        }
    }

    func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            users.append(user)
            return base.userRepositories(user: user, page: page)
        }
    }

    func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        base.nextPage(url)
    }
}
