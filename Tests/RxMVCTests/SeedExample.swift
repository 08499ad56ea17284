import Foundation
import Rx
import RxMVC
import RxTesting

// The seed's GitHub Search example in RxSwift 6 spelling, with the API swapped for a stub that answers in virtual
// time. The tests below drive it headless.

struct Repo: Equatable {
    let name: String
}

protocol SearchAPI {
    func search(_ query: String) -> Observable<[Repo]>
}

enum SearchError: Error, Equatable {
    case rateLimited
}

enum GitHubSearchEvent {
    case searchTextChanged(String?)
    case selected(Int)
}

enum GitHubSearchAction {
    case queryChanged(String?)
    case repositoriesLoaded([Repo])
    case failed(String)
    case selected(Repo)
}

struct GitHubSearchState: Equatable {
    var query: String?
    var repositories: [Repo]?
    var error: String?
    var isLoading = false
}

protocol GitHubSearchDelegate: AnyObject {
    func open(_ repo: Repo)
}

struct GitHubSearchController: FlatMapController {
    typealias Event = GitHubSearchEvent
    typealias Action = GitHubSearchAction

    var flatMapType = FlatMapType.latest
    let api: SearchAPI
    let currentRepositories: () -> [Repo]
    weak var delegate: GitHubSearchDelegate?

    func flatMapEventToAction(_ event: Event) -> Observable<Action> {
        switch event {
        case .searchTextChanged(let text):
            let query = (text ?? "").trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else {
                return .just(.queryChanged(nil))
            }
            return api.search(query)
                .map { Action.repositoriesLoaded($0) }
                .catch { error in .just(.failed("\(error)")) }
                .startWith(.queryChanged(query))
        case .selected(let index):
            let repositories = currentRepositories()
            guard repositories.indices.contains(index) else { return .empty() }
            let repo = repositories[index]
            delegate?.open(repo)
            return .just(.selected(repo))
        }
    }
}

struct GitHubSearchModel: ReducerModel {
    typealias Action = GitHubSearchAction
    typealias State = GitHubSearchState

    let initialState = GitHubSearchState(query: nil, repositories: .some([]))

    func reduce(state: State, with action: Action) -> State {
        var state = state
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.error = nil
            if query == nil {
                state.repositories = []
                state.isLoading = false
            } else {
                state.isLoading = true
            }
        case .repositoriesLoaded(let repositories):
            state.repositories = repositories
            state.isLoading = false
        case .failed(let message):
            state.error = message
            state.isLoading = false
        case .selected:
            break
        }
        return state
    }
}
