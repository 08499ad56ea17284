import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

/// The search screen on a terminal: the View and the UserInteractable of the RxMVC loop.
///
/// Renders `GitHubSearchState` (and, in user mode, `UserRepositoriesViewModel`'s Drivers) into RxTerminal widgets
/// through their `.rx` bindings, and turns what the user does into `GitHubSearchEvent`s. It decides nothing: the
/// events carry what was on screen (the next-page link); the controller and model do the rest. Enter on a row is
/// `selected`, which `GitHubAppView` turns into a pushed detail; Enter with no row of the text on screen to choose
/// is `firstResultRequested`, which the model keeps for the text's results when they are awaited. In user mode
/// Enter goes to the view model, which says what it opens (`userOpened`): the login's row, or its first repository
/// when its list arrives.
///
/// Each mode keeps its own text: Tab puts the search aside and shows the login typed last in user mode (empty the
/// first time), and Tab again brings the search back, so a login is never appended to a search.
final class GitHubSearchView: View, StateReadingInteractable {
    typealias State = GitHubSearchState
    typealias Event = GitHubSearchEvent

    /// The title on the left; the offline badge on the right, kept when the title must be cut.
    let header = StatusBar(style: .bold)
    let field = TextField(placeholder: "type to search, e.g. rx language:swift", prompt: "Search: ")
    let spinner: Spinner
    let list = ListView(emptyText: "No repositories yet")
    let footer: Spinner
    let toast: Toast
    let status = StatusBar()
    /// The root widget for `TerminalApp.run(content:)`.
    let content: Widget

    /// Every key the screen decoded while this page is on show; the view uses Tab.
    let keyPresses = PublishSubject<Key>()
    /// The repository under the selection when Enter was pressed in the search, unless the field held an edit the
    /// loop had not had yet (typed in the same burst as the Enter): the rows on screen were then the old text's, on
    /// their way out, and the Enter is `firstResultRequested` instead. (User mode's Enter is `userOpened`'s.)
    var selected: Observable<Repository> {
        list.rx.modelSelected(Repository.self).filter { [weak self] _ in self?.enterChoosesRow == true }
    }

    /// What Enter opens in user mode, as the view model decides (`UserRepositoriesViewModel.opened`).
    var userOpened: Observable<Repository> { userMode.opened.asObservable() }

    /// Whether an Enter waits for a login's repositories (user mode).
    var userOpenPending: Observable<Bool> { userMode.pendingOpen.asObservable().map { $0 != nil } }

    /// Withdraws the Enter waiting for a login's repositories (Esc).
    func cancelUserOpen() {
        userMode.openCancelled.accept(())
    }

    /// Whether the last Enter chose the row under the selection: in the search, with no edits the loop had not had
    /// yet. Set when the screen sends the key to `keyPresses`, before the list sees it (the edits are handed on
    /// then, and the rows may not have changed yet).
    private var enterChoosesRow = false

    /// The field's edits as the loop gets them: those of one burst as one change, before anything else done in the
    /// same burst.
    private let edits: EditCoalescer
    /// The next turn of the loop's thread: where coalesced edits are handed on and a returning search restarts.
    private let turns: ImmediateSchedulerType

    /// Where the spinners and the toast time, and whose clock says when a failure came.
    private let scheduler: SchedulerType
    private let userMode: UserRepositoriesViewModel
    private let offline: Bool
    /// What the offline catalog has (its languages, stars, descriptions), for naming the qualifiers it ignores.
    private let catalog: SearchQuery.CatalogFacts

    /// A search page for `userMode`; the spinners and the toast time on `scheduler`, and `turns` is the next turn of
    /// the thread the keys and the loop run on (the main queue's, asynchronously, in the app; a `TestScheduler`
    /// in tests). Offline, `catalog` is what the catalog searched has (`OfflineGitHubAPI.facts`).
    init(
        userMode: UserRepositoriesViewModel, offline: Bool, catalog: SearchQuery.CatalogFacts = .all,
        scheduler: SchedulerType = MainScheduler.instance, turns: ImmediateSchedulerType = MainScheduler.asyncInstance
    ) {
        self.userMode = userMode
        self.offline = offline
        self.catalog = catalog
        self.turns = turns
        self.scheduler = scheduler
        edits = EditCoalescer(scheduler: turns)
        spinner = Spinner(title: offline ? "Searching the bundled catalog" : "Searching GitHub", scheduler: scheduler)
        footer = Spinner(title: "Loading more…", scheduler: scheduler)
        toast = Toast(duration: .seconds(4), scheduler: scheduler)
        content = VStack([header, field, spinner, list, footer, toast, status])
    }

    /// The user's events; what was on screen (the mode, the next-page link) is read from the loop's states.
    func interact(stateStream: Observable<GitHubSearchState>) -> Observable<GitHubSearchEvent> {
        let field = field
        let edits = edits
        // Edits that arrive in one turn (a paste the terminal did not bracket, keys typed ahead) are one change:
        // the search settles anyway, and a recording gets one event, not one per character with the text so far.
        // A Tab or Ctrl-R of the same burst hands them on first, so each edit goes to the mode it was typed in.
        let texts = Observable<String?>.create { observer in
            let settled = edits.settled.subscribe(observer)
            return Disposables.create(settled, field.rx.text.subscribe(onNext: { edits.edited($0) }))
        }
        .withLatestFrom(stateStream) { text, state in (text, state.mode) }
        .share()
        let typed = texts.filter { $0.1 == .repositories }.map { GitHubSearchEvent.searchTextChanged($0.0) }
        let login = texts.filter { $0.1 == .user }.map { GitHubSearchEvent.loginChanged($0.0 ?? "") }
        let userMode = userMode
        // Tab also withdraws an Enter waiting for a login's repositories.
        let tab = keyPresses.filter { $0 == .tab }
            .do(onNext: { _ in
                edits.flush()
                userMode.openCancelled.accept(())
            })
            .map { _ in GitHubSearchEvent.modeToggled }
        let retry = keyPresses.filter { $0 == .ctrl("r") }.do(onNext: { _ in edits.flush() })
            .withLatestFrom(stateStream)
            .filter { $0.mode == .repositories && $0.error != nil }
            .map { _ in GitHubSearchEvent.retried(field.text) }
        // Back in repository mode, the text in the field is searched again (on the next turn, not while the
        // state that switched the mode is still being delivered).
        let returned =
            stateStream
            .map(\.mode)
            .distinctUntilChanged()
            .skip(1)
            .filter { $0 == .repositories }
            .observe(on: turns)
            .map { _ in GitHubSearchEvent.searchTextChanged(field.text) }
        // Enter with no row of the text on screen to choose (none listed yet, or the old text's, with edits of the
        // same burst not handed on): the edits go first, then the request, which the model keeps only while the
        // text's results are awaited. In user mode the edits go first too, then the Enter, with the login typed and
        // the row highlighted, to the view model, which decides what it opens.
        let list = list
        let enter = keyPresses.filter { $0 == .enter }.withLatestFrom(stateStream)
            .compactMap { [weak self] state -> GitHubSearchEvent? in
                let mode = state.mode
                // Edits that leave the query of the rows on screen as it is (a space at the end) leave them the
                // text's: the Enter chooses one of them.
                let withEdits =
                    edits.hasPendingEdits
                    && field.text.trimmingCharacters(in: .whitespacesAndNewlines) != state.resultsQuery
                self?.enterChoosesRow = mode == .repositories && !withEdits
                edits.flush()
                guard mode == .repositories else {
                    userMode.enterPressed.accept(.init(login: field.text, highlighted: list.highlightedRepository))
                    return nil
                }
                return withEdits || list.highlightedRepository == nil ? .firstResultRequested : nil
            }
        let bottom = list.rx.reachedBottom.withLatestFrom(stateStream).compactMap { state -> GitHubSearchEvent? in
            guard state.mode == .repositories, !state.isLoadingMore, let next = state.nextPageURL else { return nil }
            return .scrolledToBottom(nextPage: next)
        }
        return Observable.merge(typed, login, tab, retry, returned, enter, bottom)
    }

    func update(stateStream: Observable<GitHubSearchState>) -> Disposable {
        let mode = stateStream.map(\.mode).distinctUntilChanged()
        header.right = offline ? "[offline: bundled catalog]" : ""
        let userMode = userMode
        let field = field
        var texts: [SearchMode: String] = [:]
        let highlights = ModeHighlights()
        let scheduler = scheduler
        var arrival = FailureArrival()
        return Disposables.create([
            // Before anything reads the field for the new mode: put the old mode's text aside, bring the new one's.
            mode.scan((SearchMode.repositories, SearchMode.repositories)) { ($0.1, $1) }
                .filter { $0.0 != $0.1 }
                .subscribe(onNext: { old, new in
                    texts[old] = field.text
                    field.text = texts[new] ?? ""
                }),
            mode.map { mode in
                mode == .repositories
                    ? "GitHub search · repositories (Tab: a user's repositories)"
                    : "GitHub search · a user's repositories (Tab: search)"
            }
            .bind(to: header.rx.left),
            mode.map { $0 == .repositories ? "Search: " : "User: " }.bind(to: field.rx.prompt),
            mode.map { [offline] mode in
                switch (mode, offline) {
                case (.repositories, false): "type to search, e.g. rx language:swift"
                case (.repositories, true): "type to search the bundled catalog, e.g. swift ui"
                case (.user, false): "a GitHub user or organization, e.g. ReactiveX"
                case (.user, true): "an owner in the bundled catalog, e.g. ReactiveX"
                }
            }
            .bind(to: field.rx.placeholder),
            Observable.combineLatest(
                stateStream.map { state in
                    arrival.follow(state, now: scheduler.now)
                    return (state, arrival.time)
                },
                userMode.isPending.asObservable(), userMode.failure.asObservable()
            ) { [offline] search, pending, failure in
                GitHubSearchView.emptyText(
                    search.0, offline: offline, loginPending: pending, loginFailure: failure, failedAt: search.1)
            }
            .distinctUntilChanged()
            .bind(to: list.rx.emptyText),
            // User mode: the login in the state is the view model's (seed 002).
            stateStream.map(\.login).distinctUntilChanged().bind(to: userMode.username),
            // One list shows both modes' rows: each mode keeps its own highlight, given back when its rows return.
            Observable.combineLatest(stateStream, userMode.repositories.asObservable()) { state, users in
                ModeRows(state: state, users: users)
            }
            .distinctUntilChanged()
            .subscribe(onNext: { [list] rows in highlights.show(rows, in: list) }),
            Observable.combineLatest(stateStream, userMode.isLoading.asObservable()) { state, loadingUser in
                state.mode == .user ? loadingUser : state.isLoading
            }
            .distinctUntilChanged()
            .bind(to: spinner.rx.isAnimating),
            stateStream.map(\.isLoadingMore).distinctUntilChanged().bind(to: footer.rx.isAnimating),
            Observable.combineLatest(stateStream, userMode.message.asObservable()) {
                [offline, catalog] state, message in
                state.mode == .user ? message : GitHubSearchView.summary(state, offline: offline, catalog: catalog)
            }
            .distinctUntilChanged()
            .bind(to: status.rx.left),
            Observable.combineLatest(stateStream, userMode.pendingOpen.asObservable()) { state, userOpen in
                state.openMessage ?? GitHubSearchView.keyHints(state, userOpenPending: userOpen != nil)
            }
            .distinctUntilChanged()
            .bind(to: status.rx.right),
            stateStream.pulse(\.$toast).compactMap { $0 }.bind(to: toast.rx.message),
            // A failed login's whole sentence, which the status bar may cut; the list says it too when empty.
            userMode.failure.asObservable().compactMap { $0 }.bind(to: toast.rx.message),
        ])
    }

    /// The status bar's key hints for what `state` shows: what each key does in the mode shown (in user mode Tab and
    /// Esc both return to the search; only the search's Esc quits, unless an Enter waits for the results, or in user
    /// mode for the login's repositories (`userOpenPending`): Esc cancels that first).
    static func keyHints(_ state: GitHubSearchState, userOpenPending: Bool = false) -> String {
        if state.pendingOpen != nil { return "Tab user · Esc cancel" }
        if state.mode == .user, userOpenPending { return "Tab search · Esc cancel" }
        switch state.mode {
        case .repositories: return "↑↓ move · Enter details · Tab user · Esc quit"
        case .user: return "↑↓ move · Enter details · Tab/Esc search"
        }
    }

    /// What the empty list says: nothing typed yet (no search, or in user mode no login), or no match for the text
    /// (in the catalog, offline); nothing while the text or login settles or its answer is on its way (the status bar
    /// says what is looked up); why a login failed, whole, when it did; why the search failed, its waits as times of
    /// day counted from `failedAt`, when the failure came (it stays on screen: "in 30 s" would go stale).
    static func emptyText(
        _ state: GitHubSearchState, offline: Bool, loginPending: Bool, loginFailure: String? = nil,
        failedAt: Date? = nil
    ) -> String {
        if state.mode == .user {
            // No login yet says so; "No repositories" only once a login's answer did.
            if state.login.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "No login typed yet" }
            if loginPending { return "" }
            return loginFailure.map { TextSanitizer.sanitize($0) } ?? "No repositories"
        }
        if let error = state.error, state.repositories.isEmpty {
            // A failed search stays on screen (the toast goes) until the next search, with a way to try again.
            let said = error.description(now: failedAt ?? Date(), waits: .timeOfDay)
            return "Search failed (Ctrl-R retries): " + TextSanitizer.sanitize(said)
        }
        guard let query = state.resultsQuery, state.totalCount == 0 else {
            return state.query == nil ? "Nothing searched yet" : ""
        }
        let place = offline ? " in the bundled catalog" : ""
        return "No repositories match \u{201C}\(TextSanitizer.sanitize(query))\u{201D}\(place)"
    }

    /// The status bar's summary; offline, it names the parts of the query the catalog search ignored (and which
    /// facts the catalog lacks, when it ignored a qualifier for that), first, so a narrow bar cuts the count (or
    /// "Searching …", which the field and spinner also say) rather than the note.
    static func summary(_ state: GitHubSearchState, offline: Bool, catalog: SearchQuery.CatalogFacts = .all) -> String {
        guard offline else { return state.summary }
        guard let query = state.query else { return "Type to search the bundled catalog of repositories" }
        guard let note = QueryCommand.offlineNote(SearchQuery(query, catalogHas: catalog)) else {
            return state.summary
        }
        return state.summary.isEmpty ? note : note + " · " + state.summary
    }
}

/// The rows the search page's list shows: the mode's, and what they are for (the query whose results they are, or
/// the login whose repositories).
struct ModeRows: Equatable {
    let mode: SearchMode
    let source: String?
    let repositories: [Repository]

    init(state: GitHubSearchState, users: [Repository]) {
        mode = state.mode
        source = state.mode == .user ? state.login : state.resultsQuery
        repositories = state.mode == .user ? users : state.repositories
    }
}

/// Each mode's highlight on the list both modes share: a switch puts the highlighted repository aside, and the
/// mode switched to gets its own back when its rows are the same list again (the same query's results, the same
/// login's repositories), or starts at its first row.
final class ModeHighlights {
    private var shown: ModeRows?
    private var kept: [SearchMode: (source: String?, repository: Repository)] = [:]
    /// The mode whose highlight is still to be given back (its rows have not come yet).
    private var restoring: SearchMode?

    /// Shows `rows` in `list`, with the highlight that belongs to them.
    func show(_ rows: ModeRows, in list: ListView) {
        defer { shown = rows }
        guard let shown, shown.mode == rows.mode else {
            if let shown {
                kept[shown.mode] = list.highlightedRepository.map { (shown.source, $0) }
            }
            restoring = rows.mode
            list.show(rows.repositories, highlighting: nil)
            restore(rows, in: list)
            return
        }
        list.update(rows.repositories)
        restore(rows, in: list)
    }

    private func restore(_ rows: ModeRows, in list: ListView) {
        guard restoring == rows.mode, !rows.repositories.isEmpty else { return }
        restoring = nil
        guard let kept = kept[rows.mode], kept.source == rows.source else { return }
        list.show(rows.repositories, highlighting: kept.repository)
    }
}
