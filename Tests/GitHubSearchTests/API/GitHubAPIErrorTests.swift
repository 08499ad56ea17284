import Foundation
import GitHubSearch
import RxHTTP
import XCTest

final class GitHubAPIErrorTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    func testDescriptionsSayWhatToDo() {
        XCTAssertEqual(GitHubAPIError.emptyQuery.description, "Type something to search for.")
        XCTAssertEqual(
            GitHubAPIError.queryTooLong(length: 300).description,
            "The search is 300 characters long; GitHub accepts at most 256. Shorten it.")
        XCTAssertEqual(
            GitHubAPIError.invalidQuery(message: "Validation Failed: q is missing").description,
            "GitHub cannot run this search: Validation Failed: q is missing. Change the query and try again.")
        XCTAssertEqual(
            GitHubAPIError.noSuchUser("nobody").description,
            "There is no GitHub user or organization named \u{201C}nobody\u{201D}; check the spelling.")
        XCTAssertEqual(
            GitHubAPIError.serverError(status: 502, message: nil).description,
            "GitHub is having trouble (502); try again in a moment.")
        XCTAssertEqual(
            GitHubAPIError.network(.offline).description,
            "You are offline; check the network connection and try again.")
        XCTAssertEqual(
            GitHubAPIError.badCredentials(message: "Bad credentials").description,
            "GitHub rejected GITHUB_TOKEN (bad credentials); fix the token or unset it.")
        XCTAssertEqual(
            GitHubAPIError.malformedResponse(path: "items[0].html_url", reason: "expected URL").description,
            "GitHub's answer could not be read at `items[0].html_url` (expected URL); try again, or update the app.")
    }

    /// A server's message that ends its own sentence is not given a second stop ("…failed..").
    func testAServersMessageEndingASentenceGetsNoSecondStop() {
        XCTAssertEqual(
            GitHubAPIError.unexpectedStatus(code: 409, message: "Repository access blocked.").description,
            "GitHub answered 409: Repository access blocked. Try again; if it persists, the app may need an update.")
        XCTAssertEqual(
            GitHubAPIError.unexpectedStatus(code: 418, message: "No coffee here!").description,
            "GitHub answered 418: No coffee here! Try again; if it persists, the app may need an update.")
        XCTAssertEqual(
            GitHubAPIError.unexpectedStatus(code: 418, message: nil).description,
            "GitHub answered 418. Try again; if it persists, the app may need an update.")
        XCTAssertEqual(
            GitHubAPIError.invalidQuery(message: "Is this a query?").description,
            "GitHub cannot run this search: Is this a query? Change the query and try again.")
        XCTAssertEqual(
            GitHubAPIError.invalidQuery(message: "Validation Failed.").description,
            "GitHub cannot run this search: Validation Failed. Change the query and try again.")
    }

    func testARefusedNextPageLinkNamesItsOriginWithThePort() {
        func said(_ link: String) -> String {
            GitHubAPIError.foreignPageURL(URL(string: link)!).description
        }
        XCTAssertEqual(
            said("http://127.0.0.1:8081/ok/search/repositories?q=rx&page=3"),
            "Refused to follow a next-page link to http://127.0.0.1:8081/ok/search/repositories, which is outside "
                + "the GitHub API.")
        XCTAssertEqual(
            said("https://user:pw@Evil.Example.test:443/search/repositories?q=rx"),
            "Refused to follow a next-page link to https://evil.example.test/search/repositories, which is outside "
                + "the GitHub API.")
        XCTAssertEqual(
            said("offline:search?q=rx&page=2"),
            "Refused to follow a next-page link to offline:search?q=rx&page=2, which is outside the GitHub API.")
        let long = said("https://api.github.com/" + String(repeating: "a", count: 200))
        XCTAssertTrue(
            long.hasSuffix("/" + String(repeating: "a", count: 79) + "…, which is outside the GitHub API."), long)
    }

    func testRateLimitDescriptionsGiveTheResetTimeAndSuggestAToken() {
        let reset = now.addingTimeInterval(41)
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        let clock = formatter.string(from: reset)
        XCTAssertEqual(
            GitHubAPIError.rateLimited(resetAt: reset, retryAfter: nil, authenticated: false).description(now: now),
            "GitHub rate limit reached; resets at \(clock) (in 41 s). Set GITHUB_TOKEN for 30 searches a minute.")
        XCTAssertEqual(
            GitHubAPIError.rateLimited(resetAt: reset, retryAfter: nil, authenticated: true).description(now: now),
            "GitHub rate limit reached; resets at \(clock) (in 41 s).")
        XCTAssertEqual(
            GitHubAPIError.rateLimited(resetAt: nil, retryAfter: 60, authenticated: true).description(now: now),
            "GitHub asked to slow down; try again in 60 s.")
        formatter.dateFormat = "HH:mm:ss"
        XCTAssertEqual(
            GitHubAPIError.rateLimited(resetAt: nil, retryAfter: 60, authenticated: true)
                .description(now: now, waits: .timeOfDay),
            "GitHub asked to slow down; try again at \(formatter.string(from: now.addingTimeInterval(60))).")
        XCTAssertEqual(
            GitHubAPIError.rateLimited(resetAt: reset, retryAfter: nil, authenticated: false)
                .description(now: now, waits: .timeOfDay),
            "GitHub rate limit reached; resets at \(formatter.string(from: reset)). Set GITHUB_TOKEN for 30 searches "
                + "a minute.")
    }

    func testConfigurationReadsTheEnvironmentAndNeverShowsTheToken() throws {
        let configuration = try GitHubConfiguration.fromEnvironment([
            "GITHUB_API_URL": "https://ghe.example.test/api/v3", "GITHUB_TOKEN": "ghp_secret123",
        ])
        XCTAssertEqual(configuration.baseURL.absoluteString, "https://ghe.example.test/api/v3")
        XCTAssertNotNil(configuration.token)
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [
            configuration.description, String(describing: configuration), String(reflecting: configuration),
            dumped, "\(configuration.token!)",
        ] {
            XCTAssertFalse(text.contains("ghp_secret123"), text)
        }
        XCTAssertEqual(try GitHubConfiguration.fromEnvironment([:]).baseURL.absoluteString, "https://api.github.com")
        XCTAssertNil(try GitHubConfiguration.fromEnvironment(["GITHUB_TOKEN": "  "]).token)
        XCTAssertThrowsError(try GitHubConfiguration.fromEnvironment(["GITHUB_API_URL": "ftp://x"]))
    }
}
