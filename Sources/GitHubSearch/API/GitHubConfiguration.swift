import Foundation
import RxHTTP

/// Where and how `LiveGitHubAPI` talks to GitHub: base URL, token, user agent, API version, request limits.
///
/// Build it from the environment (`GITHUB_API_URL`, `GITHUB_TOKEN`) with `fromEnvironment()`, or directly in tests.
/// The token never appears in `description`, `debugDescription`, `dump` or logs.
public struct GitHubConfiguration: Sendable, CustomStringConvertible {
    /// The default API root.
    public static let defaultBaseURL = URL(string: "https://api.github.com")!

    /// The API root (`https://api.github.com`, or a GitHub Enterprise `https://host/api/v3`).
    public var baseURL: URL
    /// The token sent as `Authorization: Bearer …`, if any.
    public var token: GitHubToken?
    /// The `User-Agent` header GitHub requires.
    public var userAgent: String
    /// The `X-GitHub-Api-Version` header.
    public var apiVersion: String
    /// Each request's total deadline and body cap (30 s and 5 MB by default); see `HTTPLimits`.
    public var limits: HTTPLimits

    /// Creates a configuration.
    public init(
        baseURL: URL = GitHubConfiguration.defaultBaseURL, token: GitHubToken? = nil,
        userAgent: String = "RxMVC-GitHubSearch", apiVersion: String = "2022-11-28", limits: HTTPLimits = .default
    ) {
        self.baseURL = baseURL
        self.token = token
        self.userAgent = userAgent
        self.apiVersion = apiVersion
        self.limits = limits
    }

    /// Reads `GITHUB_API_URL` (default `https://api.github.com`) and `GITHUB_TOKEN` (optional; empty means none).
    ///
    /// - Parameter environment: The variables to read; the process environment by default.
    /// - Throws: `GitHubAPIError.invalidConfiguration` when `GITHUB_API_URL` is not an http(s) URL.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(GitHubAPIError) -> GitHubConfiguration {
        var configuration = GitHubConfiguration()
        if let value = environment["GITHUB_API_URL"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            switch URL.httpEndpoint(value) {
            case .success(let url): configuration.baseURL = url
            case .failure(let problem):
                throw .invalidConfiguration(
                    "GITHUB_API_URL must be an http(s) URL such as https://api.github.com, and "
                        + "\u{201C}\(value)\u{201D} \(problem); unset it or fix it.")
            }
        }
        if let token = environment["GITHUB_TOKEN"]?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty {
            configuration.token = GitHubToken(token)
        }
        return configuration
    }

    /// The base URL and whether a token is set, never the token.
    public var description: String {
        "GitHubConfiguration(baseURL: \(baseURL.absoluteString), token: \(token == nil ? "none" : "set"))"
    }
}

/// A GitHub token that never prints itself: `description`, `debugDescription` and mirrors all say `<redacted>`.
public struct GitHubToken: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    let value: String

    /// Wraps a token.
    public init(_ value: String) {
        self.value = value
    }

    /// `<redacted>`.
    public var description: String { "<redacted>" }
    /// `<redacted>`.
    public var debugDescription: String { "<redacted>" }
    /// A mirror with no children, so `dump` shows nothing secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// The `Authorization` header value.
    var authorizationHeader: String { "Bearer \(value)" }
}
