import Foundation
import GitHubSearch
import Rx
import RxHTTP
import RxMVC
import RxTerminal

/// `--replay FILE [--json]`: replays a recorded session without a terminal, through the app's own model and
/// controller, and prints the state it ends in.
///
/// Offline (the default), the session runs in virtual time over the bundled catalog: the recorded times are kept
/// exactly and the run takes no real time, so a replay always ends in the same state. With `--api URL` the events
/// are sent at their recorded times against that server; once the last one has settled and no request is in
/// flight (at most `liveDeadline` later), the state is printed. Nothing is opened in a browser during a replay.
/// A replay that ends on a failed search or page (`GitHubSearchState.error`) prints the state with the error, says
/// so on standard error and exits with status 1.
enum ReplayCommand {
    /// What is printed: the search and the screens over it. Every text is sanitised.
    struct Summary: Encodable {
        struct Screen: Encodable {
            var screen: String
            var repository: String?
            var login: String?
            var message: String?
        }

        var query: String?
        var mode: String
        var login: String
        var repositories: [String]
        var totalCount: Int?
        /// The failure the search ended on (`GitHubSearchState.error`), sanitised; `nil` (left out) when none.
        var error: String?
        var screens: [Screen]
        var finished: Bool
        var events: Int

        enum CodingKeys: String, CodingKey {
            case query, mode, login, repositories, error, screens, finished, events
            case totalCount = "total_count"
        }

        /// The summary of `state`; `shown` is what the search page lists (the user's repositories in user mode), and
        /// `lookupError` why the user mode's login lookup failed, when it did.
        init(_ state: GitHubAppState, shown: [Repository], lookupError: GitHubAPIError? = nil, events: Int) {
            let clean = TextSanitizer.sanitize
            query = state.search.query.map(clean)
            mode = state.search.mode.rawValue
            login = clean(state.search.login)
            repositories = shown.map { clean($0.fullName) }
            totalCount = state.search.mode == .repositories ? state.search.matchCount : nil
            error = (state.search.error ?? lookupError).map { clean($0.description) }
            screens = state.path.elements.map { element in
                switch element.screen {
                case .detail(let detail):
                    Screen(
                        screen: "detail", repository: clean(detail.repository.fullName),
                        message: detail.openMessage.map(clean))
                case .owner(let login):
                    Screen(screen: "owner", login: clean(login))
                }
            }
            finished = state.isFinished
            self.events = events
        }

        /// The same as lines for a person.
        var lines: [String] {
            var lines = ["query: \(query ?? "")", "mode: \(mode)", "login: \(login)"]
            let path =
                ["search"]
                + screens.map { screen in
                    screen.screen == "detail" ? "detail \(screen.repository ?? "")" : "owner \(screen.login ?? "")"
                }
            lines.append("screens: " + path.joined(separator: " > "))
            if finished { lines.append("finished: the user left the app") }
            if let error { lines.append("error: \(error)") }
            lines.append("repositories: \(repositories.count)" + (totalCount.map { " of \($0)" } ?? ""))
            lines += repositories.map { "  " + $0 }
            return lines
        }
    }

    /// How long a live replay waits, after its last event, for requests to end.
    static let liveDeadline: RxTimeInterval = .seconds(30)

    /// Replays the recording at `path` and exits: 0 with the state printed, 1 when it cannot be read or replayed, or
    /// when it ended on an error (the state is printed first).
    static func run(path: String, options: Options, liveAPI: GitHubAPI?) -> Never {
        let recording: Recording<GitHubAppEvent>
        do {
            recording = try Recording(contentsOf: URL(fileURLWithPath: path))
        } catch {
            QueryCommand.fail((error as? RecordingError)?.description ?? "\(error)")
        }
        if let liveAPI {
            runLive(recording, api: liveAPI, options: options)
        }
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        let catalog: [Repository]
        do {
            catalog = try OfflineCatalog.bundled()
        } catch {
            QueryCommand.fail("the bundled catalog could not be read: \(error)")
        }
        let api = OfflineGitHubAPI(catalog: catalog, scheduler: scheduler)
        let trace = options.trace.map { TraceFile.open($0, clock: .scheduler(scheduler)) }
        let loop = start(
            recording, api: api, base: nil, scheduler: scheduler, retries: .none, perPage: options.perPage,
            trace: trace)
        scheduler.start()
        let state = loop.currentState ?? GitHubAppState()
        loop.dispose()
        var listing = Listing(repositories: [], error: nil)
        let lookup = listed(state, api: api).subscribe(onNext: { listing = $0 })
        scheduler.start()
        lookup.dispose()
        finish(
            Summary(state, shown: listing.repositories, lookupError: listing.error, events: recording.events.count),
            json: options.json)
    }

    /// The app's loop over `api` (whose root is `base`; `nil` offline), fed the recorded events at their times on
    /// `scheduler`; `perPage` results a request (`--per-page`, as in the app: 30 when `nil`).
    private static func start(
        _ recording: Recording<GitHubAppEvent>, api: GitHubAPI, base: URL?, scheduler: SchedulerType,
        retries: RetryPolicy, perPage: Int?, trace: LoopTrace?
    ) -> ModelLoop<GitHubAppState> {
        var search = GitHubSearchController(api: api, scheduler: scheduler, opener: nil)
        search.retryPolicy = retries
        search.perPage = perPage ?? search.perPage
        let controller = GitHubAppController.composed(search: search, opener: nil)
        return combineModel(
            GitHubAppModel(), withView: HeadlessView(), controller: controller,
            andUserInteractable: RecordedEvents(recording: recording, scheduler: scheduler, base: base), trace: trace)
    }

    private static func runLive(_ recording: Recording<GitHubAppEvent>, api: GitHubAPI, options: Options) -> Never {
        let scheduler = MainScheduler.instance
        let trace = options.trace.map { TraceFile.open($0, clock: .wall) }
        let loop = start(
            recording, api: api, base: options.apiURL, scheduler: scheduler,
            retries: GitHubSearchController.transientRetries, perPage: options.perPage, trace: trace)
        let last = recording.events.map(\.time).max() ?? 0
        let settled = Int((last + 1) * 1000) // past the search's settle time after the last event
        let subscription = Observable<Int>.timer(.milliseconds(settled), scheduler: scheduler)
            .flatMap { _ in loop.stateStream.filter { !$0.search.isLoading && !$0.search.isLoadingMore } }
            .take(1)
            .flatMap { state in listed(state, api: api).map { (state, $0) } }
            .timeout(liveDeadline, scheduler: scheduler)
            .subscribe(
                onNext: { state, listing in
                    finish(
                        Summary(
                            state, shown: listing.repositories, lookupError: listing.error,
                            events: recording.events.count),
                        json: options.json)
                },
                onError: { _ in QueryCommand.fail("the replay's requests did not finish within 30 s of its last event")
                })
        withExtendedLifetime((loop, subscription)) {
            dispatchMain()
        }
    }

    /// What the search page lists, and in user mode why the login's lookup failed.
    private struct Listing {
        let repositories: [Repository]
        let error: GitHubAPIError?
    }

    /// What the search page lists in `state`: the results, or in user mode the login's repositories, fetched as
    /// `UserRepositoriesViewModel` fetches them (its first page; none, with the failure, when the lookup fails: the
    /// app says that failure, so the replay reports it rather than an empty list).
    private static func listed(_ state: GitHubAppState, api: GitHubAPI) -> Observable<Listing> {
        guard state.search.mode == .user else {
            return .just(Listing(repositories: state.search.repositories, error: nil))
        }
        let login = state.search.login.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !login.isEmpty else { return .just(Listing(repositories: [], error: nil)) }
        return api.userRepositories(user: login)
            .map { Listing(repositories: $0.repositories, error: nil) }
            .catch { error in
                let failure = error as? GitHubAPIError ?? .network(TransportFailure(error))
                return .just(Listing(repositories: [], error: failure))
            }
    }

    /// Prints `summary` and exits: 0, or 1 with the reason on standard error when the replay ended on an error.
    private static func finish(_ summary: Summary, json: Bool) -> Never {
        print(summary, json: json)
        if let error = summary.error {
            QueryCommand.fail("the replay ended on an error: \(error)")
        }
        exit(0)
    }

    private static func print(_ summary: Summary, json: Bool) {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(summary) else {
                QueryCommand.fail("the state could not be written as JSON")
            }
            QueryCommand.writeOrFail(data + Data("\n".utf8))
        } else {
            QueryCommand.writeOrFail(Data((summary.lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}
