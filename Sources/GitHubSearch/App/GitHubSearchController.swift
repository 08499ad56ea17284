import Foundation
import Rx
import RxHTTP
import RxMVC

/// The search screen's controller: turns what the user did into requests and reports what happened.
///
/// Everything that starts a search goes through `flatMapType` (`.latest`, the seed's choice), so the latest query
/// wins and the request of a stale one is disposed (cancelled) the moment the text changes. It is a plain
/// `Controller`, not a `FlatMapController`: that protocol combines every event one way, and this screen needs
/// lanes (below), so it implements `use(eventStream:)` itself rather than overriding a protocol default.
///
/// **Settle, then search.** A text change reports `queryChanged` at once, then waits `settleTime` (0.5 s) on the
/// injected scheduler before sending the request; the next change within that time disposes the wait, so typing
/// "reactive" quickly sends one request. This is `debounce` semantics, built from `delaySubscription` inside
/// `flatMapLatest`. `throttle(_:latest: true)` would not do: it passes the first keystroke at once and then one
/// value per window, so eight keystrokes over 0.7 s cost three requests ("r", a middle prefix, "reactive").
///
/// Two kinds of event must not cancel a search, so `use(eventStream:)` gives them lanes of their own:
/// - next pages (`scrolledToBottom`): one at a time (`flatMapFirst`), abandoned when the query changes;
/// - opening a repository (`repositoryChosen`), or asking for the first result once it comes
///   (`firstResultRequested`): merged, immediate.
///
/// Failures become `searchFailed`/`nextPageFailed` (the results stay) and, at most once per `toastInterval`
/// (1 s), `errorToastRaised` with the error and its one-line description, its waits said as times of day
/// ("try again at 14:05:31", counted from when the failure came on `scheduler`); the model shows the toast only
/// when it took the failure.
public struct GitHubSearchController: Controller {
    /// What the user did.
    public typealias Event = GitHubSearchEvent
    /// What happened.
    public typealias Action = GitHubSearchAction

    /// How search events combine: `.latest`, so a new query disposes the previous one's request.
    public var flatMapType = FlatMapType.latest
    /// Where repositories come from.
    public let api: GitHubAPI
    /// Where the settle time, toast throttling and retry waits elapse (a `TestScheduler` in tests).
    public let scheduler: SchedulerType
    /// Opens repositories in the browser; `nil` when nothing can (the URL is then shown in the status bar).
    public var opener: URLOpener?
    /// How long typing must pause before a request is sent.
    public var settleTime: RxTimeInterval = .milliseconds(500)
    /// The shortest time between two error toasts.
    ///
    /// Spelled in milliseconds on purpose: `throttle` (as RxSwift's) rounds the time left to whole units of the
    /// interval, so `.seconds(1)` would let a second toast through 0.5 s after the first.
    public var toastInterval: RxTimeInterval = .milliseconds(1000)
    /// Which failures to retry and how long to wait (none by default; the app retries transient failures).
    public var retryPolicy: RetryPolicy = .none
    /// Results per page.
    public var perPage = 30

    /// What the app uses against the network: two retries of transient failures, after 0.5 s and 1 s.
    public static let transientRetries = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(500))

    /// A controller over `api`, timing on `scheduler`.
    public init(api: GitHubAPI, scheduler: SchedulerType, opener: URLOpener? = nil) {
        self.api = api
        self.scheduler = scheduler
        self.opener = opener
    }

    /// The actions for one event.
    public func flatMapEventToAction(_ event: Event) -> Observable<Action> {
        switch event {
        case .searchTextChanged(let text), .retried(let text):
            guard let query = Self.trimmed(text) else { return .just(.queryCleared) }
            let search = api.searchRepositories(query: query, perPage: perPage)
                .retryTransient(policy: retryPolicy, scheduler: scheduler)
                .map { Action.repositoriesLoaded($0, query: query) }
                .catch { .just(.searchFailed(GitHubAPIError($0, authenticated: false), query: query)) }
                .startWith(.searchStarted(query))
            return
                search
                .delaySubscription(settleTime, scheduler: scheduler)
                .startWith(.queryChanged(query))
        case .modeToggled:
            return .just(.modeToggled)
        case .loginChanged(let text):
            return .just(.loginChanged(Self.trimmed(text) ?? ""))
        case .scrolledToBottom(let url):
            return api.nextPage(url)
                .retryTransient(policy: retryPolicy, scheduler: scheduler)
                .map { Action.nextPageLoaded($0, from: url) }
                .catch { .just(.nextPageFailed(GitHubAPIError($0, authenticated: false), from: url)) }
                .startWith(.nextPageStarted(url))
        case .repositoryChosen(let repository):
            return open(repository.htmlURL)
        case .firstResultRequested:
            return .just(.firstResultRequested)
        }
    }

    /// Search events through `flatMapType`, next pages and opens in lanes of their own, plus throttled toasts.
    public func use(eventStream: Observable<Event>) -> Observable<Action> {
        Observable.create { observer in
            let events = eventStream.publish()
            let searches =
                events
                .filter(\.startsSearch)
                .map(Self.normalized)
                .distinctUntilChanged { previous, next in previous == next && next != .modeToggled && !next.isRetry }
                .share()
            let searchActions = self.combine(searches)
            let pageActions =
                events
                .filter(\.isNextPage)
                .flatMapFirst { event in self.flatMapEventToAction(event).take(until: searches) }
            let loginActions =
                events
                .filter(\.isLogin)
                .distinctUntilChanged()
                .flatMap { event in self.flatMapEventToAction(event) }
            let openActions =
                events
                .filter(\.isOpen)
                .flatMap { event in self.flatMapEventToAction(event) }
            let actions = Observable.merge(searchActions, pageActions, loginActions, openActions).share()
            // Worded when the failure comes, its waits as times of day: a toast's words must not go stale.
            let toasts =
                actions
                .compactMap { action in
                    action.failure.map { ($0.description(now: self.scheduler.now, waits: .timeOfDay), $0) }
                }
                .throttle(self.toastInterval, latest: false, scheduler: self.scheduler)
                .map { message, failure in Action.errorToastRaised(message, for: failure) }
            let subscription = Observable.merge(actions, toasts).subscribe(observer)
            return Disposables.create(subscription, events.connect())
        }
    }

    private func combine(_ events: Observable<Event>) -> Observable<Action> {
        let transform = { (event: Event) in self.flatMapEventToAction(event) }
        switch flatMapType {
        case .normal: return events.flatMap(transform)
        case .latest: return events.flatMapLatest(transform)
        case .first: return events.flatMapFirst(transform)
        case .concat: return events.concatMap(transform)
        }
    }

    private func open(_ url: URL) -> Observable<Action> {
        URLOpenOutcome.attempt(url, with: opener).map { outcome in
            switch outcome {
            case .opened(let url): return .repositoryOpened(url)
            case .unavailable(let url): return .openerUnavailable(url)
            case .failed(let url, let reason): return .openFailed(url, reason: reason)
            case .refused(let url): return .openRefused(url)
            }
        }
    }

    /// The text without surrounding whitespace; `nil` when nothing is left.
    static func trimmed(_ text: String?) -> String? {
        let query = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return query.isEmpty ? nil : query
    }

    /// Text events with the text trimmed, so "rx" then "rx " is one search.
    private static func normalized(_ event: Event) -> Event {
        if case .searchTextChanged(let text) = event { return .searchTextChanged(trimmed(text)) }
        if case .retried(let text) = event { return .retried(trimmed(text)) }
        return event
    }
}

extension GitHubSearchEvent {
    var startsSearch: Bool {
        switch self {
        case .searchTextChanged, .retried, .modeToggled: return true
        case .scrolledToBottom, .repositoryChosen, .loginChanged, .firstResultRequested: return false
        }
    }

    var isRetry: Bool {
        if case .retried = self { return true }
        return false
    }

    var isNextPage: Bool {
        if case .scrolledToBottom = self { return true }
        return false
    }

    var isLogin: Bool {
        if case .loginChanged = self { return true }
        return false
    }

    var isOpen: Bool {
        switch self {
        case .repositoryChosen, .firstResultRequested: return true
        default: return false
        }
    }
}
