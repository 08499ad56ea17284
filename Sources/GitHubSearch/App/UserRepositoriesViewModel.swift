import Foundation
import Rx
import RxMVC

/// The user mode (seed 002) in MVVM style: a GitHub login in, that account's repositories out.
///
/// Bind the text field to `username`; bind the list to `repositories`, the spinner to `isLoading`, a label to
/// `message`, and the empty list's text to `isPending`. The login is trimmed and must settle for `settleTime` before
/// the request is sent; a new login disposes the previous request. "No such user" and every other failure arrive in
/// `message` (the list empties for an unknown user and keeps the last good list otherwise). Send Enter to
/// `enterPressed` and Esc/Tab to `openCancelled`, and push what `opened` says: Enter pressed while the login's list
/// is awaited opens its first repository when the list arrives (`pendingOpen`, `EnterFold`). Outputs are `Driver`s
/// (and the `Signal` `opened`): on the main scheduler (or the one `SharingScheduler.mock` sets), never failing, the
/// Drivers replaying their latest value.
public final class UserRepositoriesViewModel {
    /// The login typed by the user.
    public let username: BehaviorRelay<String>
    /// The user's repositories (first page).
    public let repositories: Driver<[Repository]>
    /// `true` while a request is in flight.
    public let isLoading: Driver<Bool>
    /// `true` from a login's change until its answer (the settle time and the request): until then the list is not
    /// that login's, so an empty one says nothing about it.
    public let isPending: Driver<Bool>
    /// A line for the user: a prompt, "no such user", an error (its waits as times of day, so it can stay on
    /// screen), or how many repositories were found.
    public let message: Driver<String>
    /// What went wrong with the latest login, whole (`message` says it too, but a status bar cuts it), `nil` while
    /// it has not failed: for a list's empty text or a toast, where a long sentence can be read.
    public let failure: Driver<String?>
    /// Enter in the list: the login in the field when it was pressed and the row shown highlighted.
    public let enterPressed = PublishRelay<Enter>()
    /// Esc or Tab: an Enter waiting for the login's repositories is withdrawn (nothing opens when they come).
    public let openCancelled = PublishRelay<Void>()
    /// The login whose first repository opens when its list arrives: Enter was pressed while it was awaited, with
    /// no row of it shown. `nil` while no Enter waits; dropped by another login, `openCancelled`, a failed lookup and
    /// an empty list. `message` says it meanwhile.
    public let pendingOpen: Driver<String?>
    /// What Enter opens: at once, the row highlighted when the list shown is the login's (never a row of a previous
    /// login, still shown while the next one is looked up); for an Enter that waited, the login's first repository
    /// when its list arrives.
    public let opened: Signal<Repository>

    /// What one login led to.
    enum Lookup: Equatable {
        case idle
        case waiting(String)
        case loading(String)
        case loaded(String, [Repository], more: Bool)
        /// The lookup of a login failed at a time (on the view model's scheduler), from which its waits count.
        case failed(String, GitHubAPIError, at: Date)
    }

    /// A view model over `api`, timing on `scheduler`.
    ///
    /// - Parameters:
    ///   - api: Where repositories come from.
    ///   - scheduler: Where the settle time elapses.
    ///   - settleTime: How long typing must pause before the request.
    ///   - username: The initial login.
    ///   - offline: Whether `api` is the bundled catalog: a login it does not know is then "not in the catalog",
    ///     not "no such user".
    public init(
        api: GitHubAPI, scheduler: SchedulerType, settleTime: RxTimeInterval = .milliseconds(500),
        username: String = "",
        offline: Bool = false
    ) {
        let relay = BehaviorRelay(value: username)
        self.username = relay
        let lookups = relay.asObservable()
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .distinctUntilChanged()
            .flatMapLatest { login -> Observable<Lookup> in
                guard !login.isEmpty else { return .just(.idle) }
                return api.userRepositories(user: login)
                    // Each repository once (the same full name, in any case), as the search and `--user` list them.
                    .map { Lookup.loaded(login, $0.repositories(notIn: []), more: $0.nextPageURL != nil) }
                    .catch { error in
                        let failure = GitHubAPIError(error, authenticated: false, user: login)
                        return .just(.failed(login, failure, at: scheduler.now))
                    }
                    .startWith(.loading(login))
                    .delaySubscription(settleTime, scheduler: scheduler)
                    .startWith(.waiting(login))
            }
            .share(replay: 1)
        repositories =
            lookups
            .scan([Repository]()) { shown, lookup in
                switch lookup {
                case .idle: return []
                case .loaded(_, let repositories, _): return repositories
                case .failed(_, .noSuchUser, _): return []
                case .waiting, .loading, .failed: return shown
                }
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: [])
        isLoading =
            lookups
            .map { if case .loading = $0 { return true } else { return false } }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
        isPending =
            lookups
            .map { lookup in
                switch lookup {
                case .waiting, .loading: return true
                case .idle, .loaded, .failed: return false
                }
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
        let enters = Observable.merge(
            enterPressed.map { EnterFold.Input.enter($0) }, openCancelled.map { EnterFold.Input.cancel },
            lookups.map { EnterFold.Input.lookup($0) }
        )
        .scan(EnterFold()) { fold, input in
            var fold = fold
            fold.apply(input)
            return fold
        }
        .share(replay: 1)
        pendingOpen = enters.map(\.pending).distinctUntilChanged().asDriver(onErrorJustReturn: nil)
        // The first fold a subscriber gets opens nothing: the first subscriber's is the lookup it started with, a
        // later one's is the replayed latest, whose open was already told.
        opened = enters.skip(1).compactMap(\.open).asSignal(onErrorSignalWith: .empty())
        message =
            enters
            .map { fold in
                guard let pending = fold.pending else { return Self.message(for: fold.lookup, offline: offline) }
                return "Opening the first repository of \u{201C}\(pending)\u{201D} when it arrives…"
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: "")
        failure =
            lookups
            .map { lookup -> String? in
                guard case .failed = lookup else { return nil }
                return Self.message(for: lookup, offline: offline)
            }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: nil)
    }

    static func message(for lookup: Lookup, offline: Bool = false) -> String {
        switch lookup {
        case .failed(let login, .noSuchUser, _) where offline:
            return "\u{201C}\(login)\u{201D} is not in the offline catalog"
        case .idle where offline:
            return "Type an owner in the bundled catalog, e.g. ReactiveX"
        case .idle:
            return "Type a GitHub user or organization name"
        case .waiting(let login), .loading(let login):
            return "Repositories of \(login)…"
        case .loaded(let login, let repositories, let more):
            if repositories.isEmpty { return "\(login) has no public repositories" }
            let plus = more ? "+" : ""
            let count = repositories.count == 1 && !more ? "1 repository" : "\(repositories.count)\(plus) repositories"
            return "\(count) of \(login)"
        case .failed(_, let error, let time):
            // The message stays while the login does: its waits are times of day, counted from the failure.
            return error.description(now: time, waits: .timeOfDay)
        }
    }
}
