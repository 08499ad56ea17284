import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

/// The search screen on a terminal: the View and the UserInteractable of the RxMVC loop.
///
/// Renders `GitHubSearchState` (and, in user mode, `UserRepositoriesViewModel`'s Drivers) into RxTerminal widgets
/// and turns keys into `GitHubSearchEvent`s. It decides nothing: the events carry what was on screen (the next-page
/// link, the chosen repository) and the controller and model do the rest.
///
/// Keys reach `keyPresses` from `Screen.keys`, which sees each key before the widgets do; the view reads the
/// widgets on the main queue's next turn, after the field and the list have handled the key.
final class GitHubSearchView: View, UserInteractable {
    typealias State = GitHubSearchState
    typealias Event = GitHubSearchEvent

    let header = Label()
    let field = TextField(placeholder: "type to search, e.g. rx language:swift", prompt: "Search: ")
    let spinner: Spinner
    let list = ListView(emptyText: "No repositories yet")
    let footer: Spinner
    let toast: Toast
    let status = StatusBar()
    /// The root widget for `TerminalApp.run(content:)`.
    let content: Widget

    /// Every key the screen decoded (bind `Screen.keys` here).
    let keyPresses = PublishSubject<Key>()

    private let userMode: UserRepositoriesViewModel
    private let offline: Bool
    /// The latest state rendered, for events that carry what was on screen.
    private let shown = BehaviorRelay(value: GitHubSearchState())
    /// Keys, after the widgets handled them.
    private let handledKeys: Observable<Key>
    /// The field's text after each key that changed it.
    private let text: Observable<String>

    init(userMode: UserRepositoriesViewModel, offline: Bool, scheduler: SchedulerType = MainScheduler.instance) {
        self.userMode = userMode
        self.offline = offline
        spinner = Spinner(title: "Searching GitHub", scheduler: scheduler)
        footer = Spinner(title: "Loading more…", scheduler: scheduler)
        toast = Toast(duration: .seconds(4), scheduler: scheduler)
        content = VStack([header, field, spinner, list, footer, toast, status])
        handledKeys = keyPresses.observe(on: MainScheduler.asyncInstance).share()
        let field = field
        text = handledKeys.map { _ in field.text }.startWith(field.text).distinctUntilChanged().share(replay: 1)
    }

    func interact() -> Observable<GitHubSearchEvent> {
        let shown = shown
        let list = list
        let field = field
        let userMode = userMode
        let typed = text
            .filter { _ in shown.value.mode == .repositories }
            .map { GitHubSearchEvent.searchTextChanged($0) }
        let tab = handledKeys.filter { $0 == .tab }.map { _ in GitHubSearchEvent.modeToggled }
        // Back in repository mode, the text in the field is searched again.
        let returned = shown.asObservable()
            .map(\.mode)
            .distinctUntilChanged()
            .skip(1)
            .filter { $0 == .repositories }
            .observe(on: MainScheduler.asyncInstance)
            .map { _ in GitHubSearchEvent.searchTextChanged(field.text) }
        let chosen = handledKeys
            .filter { $0 == .enter }
            .compactMap { _ -> GitHubSearchEvent? in
                guard let index = list.selectedIndex, let repository = list.model(at: index) as? Repository else { return nil }
                return .repositoryChosen(repository)
            }
        let bottom = handledKeys
            .filter { [.down, .pageDown, .ctrl("n")].contains($0) }
            .compactMap { _ -> GitHubSearchEvent? in
                let state = shown.value
                guard state.mode == .repositories, !state.isLoadingMore, let next = state.nextPageURL,
                      let index = list.selectedIndex, index >= list.cells.count - 1
                else { return nil }
                return .scrolledToBottom(nextPage: next)
            }
        _ = userMode
        return Observable.merge(typed, tab, returned, chosen, bottom)
    }

    func update(stateStream: Observable<GitHubSearchState>) -> Disposable {
        let mode = stateStream.map(\.mode).distinctUntilChanged()
        let offlineBadge = offline ? "   [offline: bundled catalog]" : ""
        let userRepositories = userMode.repositories.asObservable()
        return Disposables.create([
            stateStream.subscribe(onNext: { [shown] in shown.accept($0) }),
            mode.subscribe(onNext: { [header, field, list, userMode, text] mode in
                switch mode {
                case .repositories:
                    header.text = "GitHub search · repositories (Tab: a user's repositories)" + offlineBadge
                    field.prompt = "Search: "
                    field.placeholder = "type to search, e.g. rx language:swift"
                    list.emptyText = "No repositories yet"
                case .user:
                    header.text = "GitHub search · a user's repositories (Tab: search)" + offlineBadge
                    field.prompt = "User: "
                    field.placeholder = "a GitHub user or organization, e.g. ReactiveX"
                    list.emptyText = "No repositories"
                    _ = text.take(1).subscribe(onNext: { userMode.username.accept($0) })
                }
            }),
            text.withLatestFrom(mode) { ($0, $1) }
                .filter { $0.1 == .user }
                .subscribe(onNext: { [userMode] in userMode.username.accept($0.0) }),
            Observable.combineLatest(stateStream, userRepositories) { state, users in
                state.mode == .user ? users : state.repositories
            }
            .distinctUntilChanged()
            .subscribe(onNext: { [list] repositories in
                list.setCells(repositories.map { repository in
                    ListCell(title: RepositoryText.title(repository), detail: RepositoryText.detail(repository))
                }, models: repositories)
            }),
            Observable.combineLatest(stateStream, userMode.isLoading.asObservable()) { state, loadingUser in
                state.mode == .user ? loadingUser : state.isLoading
            }
            .distinctUntilChanged()
            .subscribe(onNext: { [spinner] in spinner.isAnimating = $0 }),
            stateStream.map(\.isLoadingMore).distinctUntilChanged()
                .subscribe(onNext: { [footer] in footer.isAnimating = $0 }),
            Observable.combineLatest(stateStream, userMode.message.asObservable()) { state, message in
                state.mode == .user ? message : state.summary
            }
            .distinctUntilChanged()
            .subscribe(onNext: { [status] in status.left = $0 }),
            stateStream.map { $0.openMessage ?? "↑↓ move · Enter open · Tab mode · Esc quit" }
                .distinctUntilChanged()
                .subscribe(onNext: { [status] in status.right = $0 }),
            stateStream.pulse(\.$toast).compactMap { $0 }
                .subscribe(onNext: { [toast] in toast.show($0) }),
        ])
    }
}
