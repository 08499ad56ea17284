import Foundation
import GitHubSearch
import HeadlessScreen
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
final class HeadlessApp: HeadlessScreen {
    let view: GitHubAppView
    /// The catalog's answers, counted.
    let api: CountingAPI
    private var loop: ModelLoop<GitHubAppState>?
    private var running: Disposable?

    /// Keys go 5 ms apart; `type` lets 1 s pass by default (past the search's settle time and the catalog's
    /// latency), `press` 10 ms.
    init(scheduler: TestScheduler, columns: Int = 100, rows: Int = 30) throws {
        let offline = OfflineGitHubAPI(catalog: try OfflineCatalog.bundled(), scheduler: scheduler)
        let api = CountingAPI(offline, scheduler: scheduler)
        self.api = api
        let terminal = MemoryTerminal(columns: columns, rows: rows)
        let userMode = UserRepositoriesViewModel(api: api, scheduler: scheduler, offline: true)
        let search = GitHubSearchView(
            userMode: userMode, offline: true, catalog: offline.facts, scheduler: scheduler, turns: scheduler)
        let view = GitHubAppView(search: search, api: api, offline: true, scheduler: scheduler)
        self.view = view
        super.init(
            scheduler: scheduler, terminal: terminal,
            screen: Screen(terminal: terminal, content: view.content, scheduler: scheduler), keyGap: 5,
            typingSettle: 1000, pressSettle: 10)
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

    /// The full name of the repository whose detail is on top, if one is.
    var detailShown: String? {
        guard case .detail(let detail)? = state?.path.top?.screen else { return nil }
        return detail.repository.fullName
    }

    /// The status bar: the screen's last line.
    var statusLine: String { lines.last ?? "" }
}

/// A `GitHubAPI` that counts the requests it passes on (when they are sent: at subscription), and fails those it
/// is told to fail at once, noting when.
final class CountingAPI: GitHubAPI {
    private let base: GitHubAPI
    private(set) var searches: [String] = []
    private(set) var users: [String] = []
    /// Failures by query, instead of the base's answer.
    var searchFailures: [String: GitHubAPIError] = [:]
    /// Failures by login, instead of the base's answer.
    var userFailures: [String: GitHubAPIError] = [:]
    /// The scheduler's time at the last failure sent.
    private(set) var failedAt: Date?
    private let scheduler: SchedulerType

    init(_ base: GitHubAPI, scheduler: SchedulerType) {
        self.base = base
        self.scheduler = scheduler
    }

    func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            searches.append(query)
            if let failure = searchFailures[query] { return fail(failure) }
            return base.searchRepositories(query: query, sort: sort, order: order, page: page, perPage: perPage)
        }
    }

    func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            users.append(user)
            if let failure = userFailures[user] { return fail(failure) }
            return base.userRepositories(user: user, page: page)
        }
    }

    private func fail(_ error: GitHubAPIError) -> Observable<RepositoryPage> {
        failedAt = scheduler.now
        return .error(error)
    }

    func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        base.nextPage(url)
    }
}
