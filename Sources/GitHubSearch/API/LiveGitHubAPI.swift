import Foundation
import Rx
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `GitHubAPI` over the GitHub REST API, through `URLSession.rx`.
///
/// Sends `Accept: application/vnd.github+json`, a `User-Agent`, `X-GitHub-Api-Version` and, when the
/// configuration has a token, `Authorization: Bearer …` (never logged). Pages follow the `Link` header's
/// `rel="next"` exactly. Every failure arrives as a `GitHubAPIError`; the request is cancelled on dispose.
///
/// The token goes only to the configured API's origin: redirects to another origin are refused
/// (`.foreignRedirect`), next-page links outside the API are refused (`.foreignPageURL`), and a token is never
/// sent over plain `http` except to a loopback host (`.insecureTokenTransport`). Each request has the
/// configuration's deadline and body cap (`.deadlineExceeded`, `.responseTooLarge`).
public final class LiveGitHubAPI: GitHubAPI, Sendable {
    /// Where and how requests are sent.
    public let configuration: GitHubConfiguration
    private let session: URLSession

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: Base URL, token and headers; see `GitHubConfiguration.fromEnvironment()`.
    ///   - session: The session requests run on.
    public init(configuration: GitHubConfiguration = GitHubConfiguration(), session: URLSession = .shared) {
        self.configuration = configuration
        self.session = session
    }

    /// `GET /search/repositories?q=…`: one page of repositories matching `query`.
    ///
    /// Empty and over-long queries fail with `.emptyQuery`/`.queryTooLong` before any request. `page` below 1
    /// counts as 1 and `perPage` is clamped to 1...100.
    public func searchRepositories(
        query: String, sort: RepositorySort?, order: RepositorySortOrder?, page: Int, perPage: Int
    ) -> Observable<RepositoryPage> {
        let trimmed: String
        do {
            trimmed = try SearchLimits.validate(query: query)
        } catch {
            return Observable.error(error)
        }
        var parameters = [("q", trimmed)]
        if let sort {
            parameters.append(("sort", sort.rawValue))
            if let order { parameters.append(("order", order.rawValue)) }
        }
        parameters.append(("per_page", String(min(max(perPage, 1), SearchLimits.maximumPerPage))))
        parameters.append(("page", String(max(page, 1))))
        let url = endpoint(["search", "repositories"], parameters)
        return load(url, user: nil)
    }

    /// `GET /users/{user}/repos`: one page of the user's public repositories; 404 becomes `.noSuchUser`.
    public func userRepositories(user: String, page: Int) -> Observable<RepositoryPage> {
        guard SearchLimits.isPossibleLogin(user) else {
            return Observable.error(GitHubAPIError.noSuchUser(user))
        }
        let url = endpoint(["users", user, "repos"], [("per_page", "30"), ("page", String(max(page, 1)))])
        return load(url, user: user)
    }

    /// Loads a `nextPageURL` this client returned; URLs outside the configured API fail with `.foreignPageURL`
    /// (so the token is never sent to another host).
    ///
    /// "Outside" is decided on the normalised URL (`.`/`..` segments resolved, encoded unreserved characters
    /// decoded), which is also the URL requested, so `/api/v3/../../elsewhere` cannot pass as being under `/api/v3`;
    /// paths with encoded slashes, backslashes or double encodings are refused.
    public func nextPage(_ url: URL) -> Observable<RepositoryPage> {
        guard let url = apiURL(url) else {
            return Observable.error(GitHubAPIError.foreignPageURL(url))
        }
        let components = url.path.split(separator: "/").map(String.init)
        var user: String?
        if components.count >= 3, components[components.count - 3] == "users", components.last == "repos" {
            user = components[components.count - 2]
        }
        return load(url, user: user)
    }

    // MARK: - Requests

    /// The request for `url` with GitHub's headers.
    func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue(configuration.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        if let token = configuration.token {
            request.setValue(token.authorizationHeader, forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func load(_ url: URL, user: String?) -> Observable<RepositoryPage> {
        let authenticated = configuration.token != nil
        let origin = HTTPOrigin(url)
        if authenticated, !origin.acceptsCredentials {
            return Observable.error(GitHubAPIError.insecureTokenTransport(origin))
        }
        let pages = session.rx.response(request: request(for: url), limits: configuration.limits).map {
            response, data -> RepositoryPage in
            if let busy = GitHubAPIError.serverBusy(response) { throw busy }
            if let error = HTTPError.from(response: response, data: data) {
                throw GitHubAPIError(error, authenticated: authenticated, user: user)
            }
            let next = response.value(forHTTPHeaderField: "Link")
                .flatMap { LinkHeader(parsing: $0, relativeTo: response.url ?? url).url(forRelation: "next") }
            let decoder = JSONDecoder()
            do {
                if user == nil {
                    let body = try decoder.decode(SearchResponse.self, from: data)
                    return RepositoryPage(
                        repositories: body.items, totalCount: body.totalCount,
                        incompleteResults: body.incompleteResults, nextPageURL: next)
                }
                let repositories = try decoder.decode([Repository].self, from: data)
                return RepositoryPage(
                    repositories: repositories, totalCount: nil, incompleteResults: false, nextPageURL: next)
            } catch {
                throw GitHubAPIError(HTTPError.decoding(error, body: data), authenticated: authenticated)
            }
        }
        // Every failure leaves as a `GitHubAPIError`; the ones thrown above already are and pass unchanged.
        return pages.catch { error in throw GitHubAPIError(error, authenticated: authenticated, user: user) }
    }

    /// The base URL with `segments` appended (each percent-encoded) and the query parameters.
    ///
    /// Values are encoded with only RFC 3986's unreserved characters left bare, so `+`, `&`, `#` and spaces in a
    /// query reach GitHub as typed.
    func endpoint(_ segments: [String], _ parameters: [(String, String)]) -> URL {
        var url = configuration.baseURL
        for segment in segments {
            url.appendPathComponent(segment)
        }
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.percentEncodedQuery =
            parameters
            .map { "\(Self.percentEncode($0.0))=\(Self.percentEncode($0.1))" }
            .joined(separator: "&")
        return components.url ?? url
    }

    /// `value` with everything but `A-Z a-z 0-9 - . _ ~` percent-encoded as UTF-8.
    static func percentEncode(_ value: String) -> String {
        var unreserved = CharacterSet(charactersIn: "-._~")
        unreserved.formUnion(CharacterSet(charactersIn: "a"..."z"))
        unreserved.formUnion(CharacterSet(charactersIn: "A"..."Z"))
        unreserved.formUnion(CharacterSet(charactersIn: "0"..."9"))
        return value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    /// `url` normalised, when it lies in the configured API (same origin, no user info, path at or below the base
    /// path); `nil` otherwise.
    func apiURL(_ url: URL) -> URL? {
        let base = configuration.baseURL
        guard HTTPOrigin(url) == HTTPOrigin(base),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            components.user == nil, components.password == nil,
            let path = NormalizedPath(percentEncoded: components.percentEncodedPath),
            let basePath = URLComponents(url: base, resolvingAgainstBaseURL: true)
                .flatMap({ NormalizedPath(percentEncoded: $0.percentEncodedPath) }),
            path.isWithin(basePath)
        else { return nil }
        components.percentEncodedPath = path.percentEncoded
        return components.url
    }
}
