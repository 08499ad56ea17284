import Foundation

/// What the user did on the search screen: the input of `GitHubSearchController`.
///
/// Events carry what the view had on screen when the user acted (the next-page link, the chosen repository), so
/// the controller needs no access to the state.
public enum GitHubSearchEvent: Equatable, Sendable, Codable {
    /// The search text changed (each edit; `nil` when the field is gone). The controller trims it and waits for
    /// typing to settle.
    case searchTextChanged(String?)
    /// Search `text` again after a failure (Ctrl-R): like `searchTextChanged`, even when the text did not change.
    case retried(String?)
    /// The login typed in user mode changed (each edit, untrimmed).
    case loginChanged(String)
    /// The user switched between repository search and a user's repositories (Tab).
    case modeToggled
    /// The selection reached the last row while the shown results have a next page at `nextPage`.
    case scrolledToBottom(nextPage: URL)
    /// The user chose a repository to open in the browser (Enter).
    case repositoryChosen(Repository)
    /// Enter found no row of the text on screen to choose (none listed yet, or only the previous text's, on their
    /// way out): the person means the first result of the text on screen, which opens when it arrives if it is
    /// still awaited (the model decides; `GitHubSearchState.pendingOpen`).
    case firstResultRequested
}

/// What the text means: repository search, or the login whose repositories to list (seed 002).
public enum SearchMode: String, Equatable, Sendable, Codable {
    /// The text is a GitHub search query.
    case repositories
    /// The text is a GitHub user or organization name.
    case user

    /// The other mode.
    public var toggled: SearchMode {
        self == .repositories ? .user : .repositories
    }
}
