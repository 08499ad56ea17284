import Foundation
import GitHubSearch
import Rx
import RxTesting

/// A `GitHubAPI` that answers from cold test observables after `latency` ticks and records every request when it is
/// sent (at subscription, like the live client), so tests can count requests and assert their subscription windows.
final class StubGitHubAPI: GitHubAPI {
    let scheduler: TestScheduler
    var latency: TestTime = 100
    /// Answers by query; a query not listed finds one repository named after it.
    var searchAnswers: [String: Result<RepositoryPage, GitHubAPIError>] = [:]
    /// Answers by next-page URL; a URL not listed gives one repository named after its last path part.
    var pageAnswers: [URL: Result<RepositoryPage, GitHubAPIError>] = [:]
    /// Answers by login; a login not listed is `noSuchUser`.
    var userAnswers: [String: Result<RepositoryPage, GitHubAPIError>] = [:]

    private(set) var searches: [(query: String, observable: TestableObservable<RepositoryPage>)] = []
    private(set) var pages: [(url: URL, observable: TestableObservable<RepositoryPage>)] = []
    private(set) var users: [(login: String, observable: TestableObservable<RepositoryPage>)] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            let observable = cold(searchAnswers[query] ?? .success(Self.page([query])))
            searches.append((query, observable))
            return observable.asObservable()
        }
    }

    func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            let observable = cold(userAnswers[user] ?? .failure(.noSuchUser(user)))
            users.append((user, observable))
            return observable.asObservable()
        }
    }

    func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        Observable.deferred { [self] in
            let observable = cold(pageAnswers[url] ?? .success(Self.page([url.lastPathComponent])))
            pages.append((url, observable))
            return observable.asObservable()
        }
    }

    private func cold(_ answer: Result<RepositoryPage, GitHubAPIError>) -> TestableObservable<RepositoryPage> {
        switch answer {
        case .success(let page): return scheduler.createColdObservable([.next(latency, page), .completed(latency)])
        case .failure(let error): return scheduler.createColdObservable([.error(latency, error)])
        }
    }

    static func repository(_ name: String, owner: String = "octo") -> Repository {
        Repository(
            name: name, fullName: "\(owner)/\(name)", htmlURL: URL(string: "https://github.com/\(owner)/\(name)")!)
    }

    static func page(_ names: [String], total: Int? = nil, incomplete: Bool = false, next: URL? = nil) -> RepositoryPage
    {
        RepositoryPage(
            repositories: names.map { repository($0) }, totalCount: total ?? names.count, incompleteResults: incomplete,
            nextPageURL: next)
    }
}

/// Records what the controller asked to open and answers as told.
final class RecordingOpener: URLOpener {
    var result = URLOpenResult.opened
    private(set) var opened: [URL] = []

    func open(_ url: URL) -> URLOpenResult {
        opened.append(url)
        return result
    }
}
