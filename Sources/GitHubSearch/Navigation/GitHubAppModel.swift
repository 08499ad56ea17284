import RxMVC

/// The app's pure fold: the search's and the screens' reducers, then what the parent decides (a detail asked for
/// its owner: push the owner's list; the results Enter was pressed for before they came: push the first one's
/// detail; the user left: finished).
public struct GitHubAppModel: ReducerModel {
    /// The search with nothing pushed, unless told otherwise.
    public let initialState: GitHubAppState
    private let children = ChildReducer(combining: [
        GitHubAppChildren.search.reducer(GitHubSearchModel()),
        GitHubAppChildren.path.reducer(GitHubScreenModel()),
    ])

    /// A model starting from `initialState`.
    public init(initialState: GitHubAppState = GitHubAppState()) {
        self.initialState = initialState
    }

    /// The state after `action`.
    public func reduce(state: GitHubAppState, with action: GitHubAppAction) -> GitHubAppState {
        let pendingOpen = state.search.pendingOpen
        var state = children.reduce(state: state, with: action)
        switch action {
        case .search(.repositoriesLoaded(_, let query)) where query == pendingOpen:
            // Enter was pressed for this query before its results came: its first row opens now, as Enter on it
            // would have. (The search dropped the pending open on any other text, Tab, Esc or failure.)
            if let first = state.search.repositories.first {
                state.path.push(.detail(of: first))
            }
        case .path(.element(_, .ownerRequested(let login))):
            state.path.push(.owner(login: login))
        case .finished:
            state.isFinished = true
        default:
            break
        }
        return state
    }
}
