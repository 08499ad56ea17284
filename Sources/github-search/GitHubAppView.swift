import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

/// The whole app on a terminal: the search page at the bottom of the navigation stack and the pushed screen on
/// top, one page shown at a time; the View and the UserInteractable of the app's loop.
///
/// The search page is `GitHubSearchView`, fed its slice of the state; the top screen is bound with `bindTop`, so a
/// popped screen's bindings (and an owner list's request) are disposed. Keys: Esc goes back (and quits from the
/// search); on a detail, Enter or `o` opens the repository and `u` shows the owner's repositories; other keys go to
/// the page on show.
final class GitHubAppView: View, StateReadingInteractable {
    typealias State = GitHubAppState
    typealias Event = GitHubAppEvent

    let search: GitHubSearchView
    let detail = RepositoryDetailPage()
    let owner: OwnerPage
    let pages: PageView
    /// Every key the screen decoded (bind `screen.rx.keys` here).
    let keyPresses = PublishSubject<Key>()
    /// Told once when the user has left the app.
    var onFinish: () -> Void = {}

    private let api: GitHubAPI
    private let scheduler: SchedulerType
    private let offline: Bool

    init(search: GitHubSearchView, api: GitHubAPI, offline: Bool, scheduler: SchedulerType = MainScheduler.instance) {
        self.search = search
        self.api = api
        self.offline = offline
        self.scheduler = scheduler
        owner = OwnerPage(scheduler: scheduler)
        pages = PageView(search.content, [detail.content, owner.content])
    }

    /// The root widget for `TerminalApp.run(content:)`.
    var content: Widget { pages }

    /// The user's events; which screen a key is for is read from the loop's states.
    func interact(stateStream: Observable<GitHubAppState>) -> Observable<GitHubAppEvent> {
        let keys = keyPresses.asObservable().withLatestFrom(stateStream) { ($0, $1.path.top) }.share()
        let back = keys.filter { $0.0 == .escape }.map { _ in GitHubAppEvent.back }
        let detailKeys = keys.compactMap { key, top -> GitHubAppEvent? in
            guard let element = top, case .detail = element.screen else { return nil }
            switch key {
            case .enter, .character("o"): return .screen(id: element.id, event: .openInBrowser)
            case .character("u"): return .screen(id: element.id, event: .ownerRequested)
            default: return nil
            }
        }
        let selected = Observable.merge(search.selected, owner.selected).map { GitHubAppEvent.repositorySelected($0) }
        return Observable.merge(
            GitHubAppChildren.search.events(of: search, states: stateStream), selected, back, detailKeys)
    }

    func update(stateStream: Observable<GitHubAppState>) -> Disposable {
        let pages = pages
        let search = search
        let detail = detail
        let owner = owner
        let api = api
        let scheduler = scheduler
        let offline = offline
        return Disposables.create([
            // Keys other than Esc reach the search's own handling (Tab) only while it is on show.
            keyPresses.withLatestFrom(stateStream) { ($0, $1.path.isEmpty) }.filter(\.1).map(\.0)
                .bind(to: search.keyPresses),
            GitHubAppChildren.search.bind(search, to: stateStream),
            stateStream.map(\.path.isEmpty).distinctUntilChanged().filter { $0 }
                .subscribe(onNext: { _ in pages.show(search.content) }),
            stateStream.bindTop(\.path) { _, screen in
                let binding = SerialDisposable()
                var bound = false // an owner screen's login never changes: one view model per push
                let rendering = screen.subscribe(onNext: { screen in
                    switch screen {
                    case .detail(let state):
                        detail.render(state, offline: offline)
                        pages.show(detail.content)
                    case .owner(let login):
                        if !bound {
                            bound = true
                            binding.disposable = owner.bind(
                                login: login, api: api, scheduler: scheduler, offline: offline)
                        }
                        pages.show(owner.content)
                    }
                })
                return Disposables.create(rendering, binding)
            },
            stateStream.map(\.isFinished).distinctUntilChanged().filter { $0 }.take(1)
                .subscribe(onNext: { [weak self] _ in self?.onFinish() }),
        ])
    }
}
