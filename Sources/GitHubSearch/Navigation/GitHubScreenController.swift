import Rx
import RxMVC

/// The pushed screens' controller: opens the detail's repository, and reports which owner the user asked for.
///
/// It reads its own screen's state (a `StateReadingController`), so the events need not carry the repository.
public struct GitHubScreenController: StateReadingController {
    /// Opens repositories in the browser; `nil` when nothing can (the URL is then shown).
    public var opener: URLOpener?

    /// A controller that opens pages with `opener`.
    public init(opener: URLOpener?) {
        self.opener = opener
    }

    /// One answer per event, for the screen on show when it happened.
    public func use(eventStream: Observable<GitHubScreenEvent>, stateStream: Observable<GitHubScreen>)
        -> Observable<GitHubScreenAction>
    {
        let opener = opener
        return
            eventStream
            .withLatestFrom(stateStream) { ($0, $1) }
            .flatMap { event, screen -> Observable<GitHubScreenAction> in
                guard case .detail(let detail) = screen else { return .empty() }
                switch event {
                case .openInBrowser:
                    return URLOpenOutcome.attempt(detail.repository.htmlURL, with: opener).map { .openAttempted($0) }
                case .ownerRequested:
                    return .just(.ownerRequested(login: detail.repository.owner))
                }
            }
    }
}
