import Foundation
import GitHubSearch
import Rx
import RxTerminal

/// The owner's repositories, pushed from a detail with `u`: seed 002's `UserRepositoriesViewModel`, one per push,
/// bound to a list while the screen is on top (popping it disposes the bindings and any request in flight).
final class OwnerPage {
    let header = Label(style: .bold)
    let spinner: Spinner
    let list = ListView(emptyText: "No repositories")
    let status = StatusBar()
    /// The page's root widget.
    let content: Widget

    init(scheduler: SchedulerType) {
        spinner = Spinner(title: "Loading repositories", scheduler: scheduler)
        content = VStack([header, spinner, list, status])
    }

    /// The repository under the selection when Enter was pressed.
    var selected: Observable<Repository> { list.rx.modelSelected(Repository.self).asObservable() }

    /// Looks up `login`'s repositories with a fresh view model and shows them until disposed.
    func bind(login: String, api: GitHubAPI, scheduler: SchedulerType, offline: Bool) -> Disposable {
        header.text =
            TextSanitizer.sanitize("Repositories of \(login)") + (offline ? "   [offline: bundled catalog]" : "")
        status.right = "↑↓ move · Enter details · Esc back"
        let viewModel = UserRepositoriesViewModel(
            api: api, scheduler: scheduler, settleTime: .seconds(0), username: login, offline: offline)
        return Disposables.create(
            viewModel.repositories.asObservable().bind(to: list.rx.items) { _, repository, cell in
                cell.title = RepositoryText.title(repository)
                cell.detail = RepositoryText.detail(repository)
            },
            viewModel.isLoading.asObservable().bind(to: spinner.rx.isAnimating),
            viewModel.message.asObservable().map(TextSanitizer.sanitize).bind(to: status.rx.left))
    }
}
