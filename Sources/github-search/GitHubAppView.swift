import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

/// The whole app on a terminal: the search page at the bottom of the navigation stack and the pushed screen on
/// top, one page shown at a time; the View and the UserInteractable of the app's loop.
///
/// The search page is `GitHubSearchView`, fed its slice of the state; the top screen is shown with `bindTop`, and
/// each owner screen's list is kept with `bindStack` from its push to its pop (a popped one's request is disposed).
/// Keys: Esc goes back (and quits from the search; in user mode it first withdraws an Enter waiting for a login's
/// repositories); on a detail, Enter or `o` opens the repository and `u` shows the owner's repositories; other keys
/// go to the page on show.
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

    private let offline: Bool

    init(search: GitHubSearchView, api: GitHubAPI, offline: Bool, scheduler: SchedulerType = MainScheduler.instance) {
        self.search = search
        self.offline = offline
        owner = OwnerPage(api: api, scheduler: scheduler, offline: offline)
        pages = PageView(search.content, [detail.content, owner.content])
    }

    /// The root widget for `TerminalApp.run(content:)`.
    var content: Widget { pages }

    /// The user's events; which screen a key is for is read from the loop's states.
    func interact(stateStream: Observable<GitHubAppState>) -> Observable<GitHubAppEvent> {
        let keys = keyPresses.asObservable().withLatestFrom(stateStream) { ($0, $1.path.top) }.share()
        // On the search page, Esc withdraws an Enter waiting for a login's repositories, and does nothing else.
        let search = search
        let back = keys.filter { $0.0 == .escape }.withLatestFrom(search.userOpenPending) { ($0.1, $1) }
            .compactMap { top, userOpenPending -> GitHubAppEvent? in
                guard top == nil, userOpenPending else { return .back }
                search.cancelUserOpen()
                return nil
            }
        let detailKeys = keys.compactMap { key, top -> GitHubAppEvent? in
            guard let element = top, case .detail = element.screen else { return nil }
            switch key {
            case .enter, .character("o"): return .screen(id: element.id, event: .openInBrowser)
            case .character("u"): return .screen(id: element.id, event: .ownerRequested)
            default: return nil
            }
        }
        let selected = Observable.merge(search.selected, search.userOpened, owner.selected)
            .map { GitHubAppEvent.repositorySelected($0) }
        return Observable.merge(
            GitHubAppChildren.search.events(of: search, states: stateStream), selected, back, detailKeys)
    }

    func update(stateStream: Observable<GitHubAppState>) -> Disposable {
        let pages = pages
        let search = search
        let detail = detail
        let owner = owner
        let offline = offline
        return Disposables.create([
            // Keys other than Esc reach the search's own handling (Tab) only while it is on show.
            keyPresses.withLatestFrom(stateStream) { ($0, $1.path.isEmpty) }.filter(\.1).map(\.0)
                .bind(to: search.keyPresses),
            GitHubAppChildren.search.bind(search, to: stateStream),
            stateStream.map(\.path.isEmpty).distinctUntilChanged().filter { $0 }
                .subscribe(onNext: { _ in pages.show(search.content) }),
            // An owner screen's list is looked up once and kept from its push to its pop, covered or not; only
            // the top screen is shown (an owner screen's login never changes: one list per push).
            stateStream.bindStack(\.path) { id, screen in
                let kept = SerialDisposable()
                let first = screen.take(1).subscribe(onNext: { screen in
                    if case .owner(let login) = screen { kept.disposable = owner.keep(id: id, login: login) }
                })
                return Disposables.create(first, kept)
            },
            stateStream.bindTop(\.path) { id, screen in
                let binding = SerialDisposable()
                var bound = false
                let rendering = screen.subscribe(onNext: { screen in
                    switch screen {
                    case .detail(let state):
                        detail.render(state, offline: offline)
                        pages.show(detail.content)
                    case .owner(let login):
                        if !bound {
                            bound = true
                            binding.disposable = owner.show(id: id, login: login)
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
