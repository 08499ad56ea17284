import Foundation
import RxMVC

/// The search screen's pure fold: `GitHubSearchState` from `GitHubSearchAction`s; no I/O, no time.
///
/// A stale answer is never shown: results count only for the current query, and a next page only when the list
/// still ends at the link it came from. A repository is listed once (by full name), and paging stops at a link to a
/// page already loaded or after a page that added nothing new.
public struct GitHubSearchModel: ReducerModel {
    /// The empty screen in repository mode.
    public let initialState: GitHubSearchState

    /// A model starting from `initialState`.
    public init(initialState: GitHubSearchState = GitHubSearchState()) {
        self.initialState = initialState
    }

    /// The state after `action`.
    public func reduce(state: GitHubSearchState, with action: GitHubSearchAction) -> GitHubSearchState {
        var state = state
        switch action {
        case .queryChanged(let query):
            // A new query cancels the requests of the old one (the controller's flatMapLatest and take(until:)),
            // and the old one's results leave the screen: nothing listed (and so nothing Enter can open) belongs
            // to another text than the one in the field.
            state.query = query
            if query != state.resultsQuery {
                state.clearResults()
            }
            if query != state.pendingOpen {
                // Enter meant the first result of the text it was pressed under, not of this one.
                state.pendingOpen = nil
            }
            state.isLoading = false
            state.isLoadingMore = false
        case .queryCleared:
            state.query = nil
            state.pendingOpen = nil
            state.clearResults()
        case .searchStarted(let query):
            state.query = query
            state.isLoading = true
        case .repositoriesLoaded(let page, let query):
            guard query == state.query else { break }
            // A pending open ends here: `GitHubAppModel` opens the first row, if there is one.
            state.pendingOpen = nil
            state.resultsQuery = query
            state.repositories = page.repositories(notIn: [])
            state.totalCount = page.totalCount
            state.incompleteResults = page.incompleteResults
            state.nextPageURL = page.nextPageURL
            state.loadedPageURLs = []
            state.isLoading = false
            state.isLoadingMore = false
            state.error = nil
        case .searchFailed(let error, let query):
            guard query == state.query else { break }
            state.isLoading = false
            state.error = error
            state.pendingOpen = nil
        case .nextPageStarted(let url):
            guard url == state.nextPageURL else { break }
            state.isLoadingMore = true
        case .nextPageLoaded(let page, let url):
            guard url == state.nextPageURL else { break }
            // A repository already listed is not listed again, and paging ends at a link to a page already loaded
            // or after a page that added nothing: a server repeating pages cannot make the list go on forever.
            let added = page.repositories(notIn: state.repositories)
            state.repositories += added
            state.loadedPageURLs.append(url)
            state.nextPageURL = added.isEmpty ? nil : page.nextPageURL(notIn: state.loadedPageURLs)
            state.incompleteResults = state.incompleteResults || page.incompleteResults
            state.isLoadingMore = false
            state.error = nil
        case .nextPageFailed(let error, let url):
            guard url == state.nextPageURL else { break }
            state.isLoadingMore = false
            state.error = error
        case .loginChanged(let login):
            state.login = login
        case .errorToastRaised(let message, let failure):
            // The toast follows its failure's action at once; a failure the fold ignored (an answer for a page
            // the list no longer links to) left `error` as it was, and a person must not be told about it.
            guard state.error == failure else { break }
            state.toast = message
        case .modeToggled:
            // A switch starts afresh: the other mode's field, no results, and no message about the old mode's open.
            state.mode = state.mode.toggled
            state.query = nil
            state.openMessage = nil
            state.pendingOpen = nil
            state.clearResults()
        case .firstResultRequested:
            // Only while nothing of the text on screen is listed yet: rows of the text (the same query searched
            // again) are Enter's to open as they are.
            guard state.isAwaitingResults, state.repositories.isEmpty, let query = state.query else { break }
            state.pendingOpen = query
        case .firstResultRequestCancelled:
            state.pendingOpen = nil
        case .repositoryOpened(let url):
            state.openMessage = URLOpenOutcome.opened(url).message
        case .openerUnavailable(let url):
            state.openMessage = URLOpenOutcome.unavailable(url).message
        case .openFailed(let url, let reason):
            state.openMessage = URLOpenOutcome.failed(url, reason: reason).message
        case .openRefused(let url):
            state.openMessage = URLOpenOutcome.refused(url).message
        }
        return state
    }
}

extension GitHubSearchState {
    mutating func clearResults() {
        resultsQuery = nil
        repositories = []
        totalCount = nil
        incompleteResults = false
        nextPageURL = nil
        loadedPageURLs = []
        isLoading = false
        isLoadingMore = false
        error = nil
    }
}
