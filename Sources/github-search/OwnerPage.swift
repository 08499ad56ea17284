import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal

/// The owner's repositories, pushed from a detail with `u`: seed 002's `UserRepositoriesViewModel`, one per pushed
/// screen, looked up once and kept from the push until the pop (`keep`), and shown on the page's widgets while the
/// screen is on top (`show`). Back from a detail over it, the list is as it was left, its highlight where it was,
/// with no new request; popping the screen disposes its view model and any request in flight.
final class OwnerPage {
    /// The title on the left; the offline badge on the right, kept when the title must be cut (as on the search).
    let header = StatusBar(style: .bold)
    let spinner: Spinner
    let list = ListView(emptyText: "")
    let status = StatusBar()
    /// The page's root widget.
    let content: Widget

    private let api: GitHubAPI
    private let scheduler: SchedulerType
    private let offline: Bool
    private var listings: [StackElementID: Listing] = [:]

    init(api: GitHubAPI, scheduler: SchedulerType, offline: Bool) {
        self.api = api
        self.scheduler = scheduler
        self.offline = offline
        spinner = Spinner(title: "Loading repositories", scheduler: scheduler)
        content = VStack([header, spinner, list, status])
    }

    /// The repository under the selection when Enter was pressed.
    var selected: Observable<Repository> { list.rx.modelSelected(Repository.self).asObservable() }

    /// Looks up `login`'s repositories for the screen `id` (unless already looking) and keeps what comes until
    /// disposed: call it when the screen is pushed, and dispose it when it is popped.
    func keep(id: StackElementID, login: String) -> Disposable {
        _ = listing(id, login: login)
        return Disposables.create { [weak self] in
            self?.listings.removeValue(forKey: id)?.dispose()
        }
    }

    /// Shows the screen `id`'s list (looking it up first if `keep` has not) with the highlight it had, until
    /// disposed (covered or popped), when its highlight is put aside.
    func show(id: StackElementID, login: String) -> Disposable {
        let listing = listing(id, login: login)
        let list = list
        header.left = TextSanitizer.sanitize("Repositories of \(login)")
        header.right = offline ? "[offline: bundled catalog]" : ""
        status.right = "↑↓ move · Enter details · Esc back"
        var restored = false
        let rows = listing.repositories.subscribe(onNext: { repositories in
            if restored {
                list.update(repositories)
            } else {
                restored = true
                list.show(repositories, highlighting: listing.highlight)
            }
        })
        return Disposables.create(
            rows,
            listing.isLoading.bind(to: spinner.rx.isAnimating),
            // Nothing while the lookup runs; why it failed, whole (the status bar cuts it), as the user mode says
            // it; "No repositories" only once the answer said so.
            Observable.combineLatest(listing.isPending, listing.failure) { pending, failure in
                pending ? "" : failure.map { TextSanitizer.sanitize($0) } ?? "No repositories"
            }
            .bind(to: list.rx.emptyText),
            listing.message.map(TextSanitizer.sanitize).bind(to: status.rx.left),
            Disposables.create { listing.highlight = list.highlightedRepository })
    }

    private func listing(_ id: StackElementID, login: String) -> Listing {
        if let listing = listings[id] { return listing }
        let listing = Listing(
            UserRepositoriesViewModel(
                api: api, scheduler: scheduler, settleTime: .seconds(0), username: login, offline: offline))
        listings[id] = listing
        return listing
    }

    /// One owner screen's view model, its outputs held (so the lookup runs once and its answer is kept while a
    /// detail covers the screen), and the repository highlighted when it was last covered.
    private final class Listing {
        let repositories = BehaviorRelay<[Repository]>(value: [])
        let isLoading = BehaviorRelay(value: false)
        let isPending = BehaviorRelay(value: true)
        let message = BehaviorRelay(value: "")
        let failure = BehaviorRelay<String?>(value: nil)
        var highlight: Repository?
        private let subscription: Disposable

        init(_ viewModel: UserRepositoriesViewModel) {
            // `bind`, not `drive`: the app runs its main queue with `dispatchMain()`, whose blocks do not run on
            // the thread `drive` checks for on Linux (the Drivers deliver on the main queue all the same).
            subscription = Disposables.create(
                viewModel.repositories.asObservable().bind(to: repositories),
                viewModel.isLoading.asObservable().bind(to: isLoading),
                viewModel.isPending.asObservable().bind(to: isPending),
                viewModel.message.asObservable().bind(to: message),
                viewModel.failure.asObservable().bind(to: failure))
        }

        func dispose() {
            subscription.dispose()
        }
    }
}
