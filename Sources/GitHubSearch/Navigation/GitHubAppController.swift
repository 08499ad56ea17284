import Rx
import RxMVC

/// The app's own work: a selected repository pushes its detail; Esc pops, withdraws an Enter waiting for the
/// search's results, or finishes on the search screen.
///
/// It reads the states (to know whether anything is pushed). `GitHubAppController.composed` adds the search's and
/// the screens' controllers, so each pushed screen's work is cancelled when it is popped.
public struct GitHubAppController: StateReadingController {
    /// A controller with no dependencies.
    public init() {}

    /// Navigation for `eventStream`, knowing the current stack.
    public func use(eventStream: Observable<GitHubAppEvent>, stateStream: Observable<GitHubAppState>)
        -> Observable<GitHubAppAction>
    {
        eventStream
            .withLatestFrom(stateStream) { ($0, $1) }
            .compactMap { event, state -> GitHubAppAction? in
                switch event {
                case .repositorySelected(let repository):
                    return .path(.push(.detail(of: repository)))
                case .back:
                    // Back from a pushed screen pops it; from user mode it returns to the repository search;
                    // only from the search itself does it leave the app.
                    if !state.path.isEmpty { return .path(.pop) }
                    // An Enter waiting for the results is withdrawn, and nothing else happens in the same press.
                    if state.search.pendingOpen != nil { return .search(.firstResultRequestCancelled) }
                    return state.search.mode == .user ? .search(.modeToggled) : .finished
                case .search, .screen:
                    return nil
                }
            }
    }

    /// The whole app's controller: this one, `search` for the search screen, and a `GitHubScreenController` per
    /// pushed screen.
    public static func composed(search: GitHubSearchController, opener: URLOpener?)
        -> ComposedController<GitHubAppState, GitHubAppEvent, GitHubAppAction>
    {
        ComposedController(
            GitHubAppController(),
            children: [
                GitHubAppChildren.search.controller(search),
                GitHubAppChildren.path.controller(GitHubScreenController(opener: opener)),
            ])
    }
}
