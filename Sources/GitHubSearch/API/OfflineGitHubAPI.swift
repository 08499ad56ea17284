import Foundation
import Rx

/// `GitHubAPI` over a catalog in memory (by default the bundled one): no network, GitHub's query syntax for the
/// common cases, paging with next-page URLs, and a little latency on a scheduler you inject.
///
/// Use it for `--offline` runs and for tests: with a `TestScheduler` the latency is virtual, so spinners and
/// cancellation can be tested tick by tick. Query syntax: see `SearchQuery`. Sorts the catalog cannot support
/// (forks, updated, help-wanted issues, and stars in a catalog without star counts) keep best-match order;
/// repositories with unknown stars sort last and never match a `stars:` filter. A qualifier about a fact no
/// repository of the catalog has (`facts`: the bundled catalog has no languages, stars or descriptions) is ignored,
/// as `SearchQuery(_:catalogHas:)` says, rather than matching nothing.
public final class OfflineGitHubAPI: GitHubAPI {
    /// The repositories searched.
    public let catalog: [Repository]
    /// The facts at least one repository of the catalog has; qualifiers about the others are ignored.
    public let facts: SearchQuery.CatalogFacts
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval

    /// Creates an offline API.
    ///
    /// - Parameters:
    ///   - catalog: The repositories; `OfflineCatalog.bundled()` for the catalog shipped with the package.
    ///   - scheduler: Where the simulated latency elapses.
    ///   - latency: How long each answer takes.
    public init(catalog: [Repository], scheduler: SchedulerType, latency: RxTimeInterval = .milliseconds(300)) {
        self.catalog = catalog
        facts = SearchQuery.CatalogFacts(of: catalog)
        self.scheduler = scheduler
        self.latency = latency
    }

    /// Searches the catalog; the same validation as the live API (empty, over 256 characters).
    public func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        let trimmed: String
        do {
            trimmed = try SearchLimits.validate(query: query)
        } catch {
            return respond(.failure(error))
        }
        let parsed = parse(trimmed)
        let perPage = min(max(perPage, 1), SearchLimits.maximumPerPage)
        let page = max(page, 1)
        let matches = ordered(catalog.filter(parsed.matches), query: parsed, sort: sort, order: order)
        var next: URL?
        if page * perPage < matches.count {
            var parameters = [URLQueryItem(name: "q", value: trimmed)]
            if let sort { parameters.append(URLQueryItem(name: "sort", value: sort.rawValue)) }
            if let order { parameters.append(URLQueryItem(name: "order", value: order.rawValue)) }
            parameters.append(URLQueryItem(name: "per_page", value: String(perPage)))
            parameters.append(URLQueryItem(name: "page", value: String(page + 1)))
            next = Self.pageURL(path: "search/repositories", parameters)
        }
        let slice = Array(matches.dropFirst((page - 1) * perPage).prefix(perPage))
        return respond(
            .success(
                RepositoryPage(
                    repositories: slice, totalCount: matches.count, incompleteResults: false, nextPageURL: next)))
    }

    /// `text` parsed for this catalog: what it ignores is in `ignored`.
    public func parse(_ text: String) -> SearchQuery {
        SearchQuery(text, catalogHas: facts)
    }

    /// The catalog's repositories owned by `user` (case-insensitive), 30 a page, by name.
    public func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        let owned =
            catalog
            .filter { $0.owner.lowercased() == user.lowercased() }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
        guard !owned.isEmpty else { return respond(.failure(.noSuchUser(user))) }
        let page = max(page, 1)
        let perPage = 30
        var next: URL?
        if page * perPage < owned.count {
            next = Self.pageURL(path: "users/\(user)/repos", [URLQueryItem(name: "page", value: String(page + 1))])
        }
        let slice = Array(owned.dropFirst((page - 1) * perPage).prefix(perPage))
        return respond(
            .success(
                RepositoryPage(
                    repositories: slice, totalCount: nil, incompleteResults: false, nextPageURL: next)))
    }

    /// Follows a `nextPageURL` this API returned (`offline:` URLs); any other URL fails with `.foreignPageURL`.
    public func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        guard url.scheme == "offline", let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return respond(.failure(.foreignPageURL(url)))
        }
        let items = components.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        let page = value("page").flatMap(Int.init) ?? 1
        let path = components.path.split(separator: "/").map(String.init)
        if path == ["search", "repositories"], let query = value("q") {
            return searchRepositories(
                query: query, sort: value("sort").flatMap(RepositorySort.init),
                order: value("order").flatMap(RepositorySortOrder.init),
                page: page, perPage: value("per_page").flatMap(Int.init) ?? 30)
        }
        if path.count == 3, path[0] == "users", path[2] == "repos" {
            return userRepositories(user: path[1], page: page)
        }
        return respond(.failure(.foreignPageURL(url)))
    }

    private func ordered(
        _ matches: [Repository], query: SearchQuery, sort: RepositorySort?, order: RepositorySortOrder?
    ) -> [Repository] {
        var sort = sort.map { ($0, order ?? .descending) } ?? query.sort
        if !facts.contains(.stars) { sort = nil }
        let indexed = Array(matches.enumerated())
        let sorted = indexed.sorted { left, right in
            if let (key, direction) = sort, key == .stars {
                switch (left.element.stargazersCount, right.element.stargazersCount) {
                case (let l?, let r?) where l != r: return direction == .ascending ? l < r : l > r
                case (_?, nil): return true
                case (nil, _?): return false
                default: break
                }
            } else {
                let l = query.relevance(of: left.element)
                let r = query.relevance(of: right.element)
                if l != r { return l > r }
                let ls = left.element.stargazersCount ?? -1
                let rs = right.element.stargazersCount ?? -1
                if ls != rs { return ls > rs }
            }
            return left.offset < right.offset
        }
        return sorted.map(\.element)
    }

    private static func pageURL(path: String, _ items: [URLQueryItem]) -> URL? {
        var components = URLComponents()
        components.scheme = "offline"
        components.path = path
        components.queryItems = items
        return components.url
    }

    /// Delivers `result` after the latency on the scheduler; disposing first delivers nothing.
    private func respond(_ result: Result<RepositoryPage, GitHubAPIError>) -> Observable<RepositoryPage> {
        let scheduler = self.scheduler
        let latency = self.latency
        return Observable.create { observer in
            scheduler.scheduleRelative((), dueTime: latency) { _ in
                switch result {
                case .success(let page):
                    observer.onNext(page)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
                return Disposables.create()
            }
        }
    }
}

/// The catalog of real public GitHub repositories bundled with the package (`Resources/catalog.json`).
public enum OfflineCatalog {
    /// Why the bundled catalog could not be read.
    public struct LoadError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// The catalog file's layout: where its entries come from, and the entries in GitHub's JSON form.
    struct File: Decodable {
        var source: String
        var repositories: [Repository]
    }

    /// Reads the bundled catalog.
    ///
    /// - Throws: `LoadError` when the resource is missing or does not decode.
    public static func bundled() throws -> [Repository] {
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
            throw LoadError(
                description: "The offline catalog is missing from the GitHubSearch bundle; rebuild the package.")
        }
        do {
            return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).repositories
        } catch {
            throw LoadError(description: "The offline catalog could not be read (\(error)); rebuild the package.")
        }
    }
}
