import Foundation
import FuzzSupport
import GitHubSearch
import Rx
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers whose fields have another type or an impossible value, through `LiveGitHubAPI`'s real request and
/// decoding path (served in-process): an optional field of another shape is unknown and the page still loads; a
/// field the app needs fails with a message naming the field and what is wrong with it.
final class MistypedAnswerTests: InProcessGitHubTestCase {
    override class var host: String { "mistyped-github.test" }

    private var api: LiveGitHubAPI { github.api }

    private static func item(_ name: String, _ extra: String) -> String {
        "{\"name\": \"\(name)\", \"full_name\": \"o/\(name)\", \"html_url\": \"https://github.com/o/\(name)\", \(extra)}"
    }

    private func serve(_ body: String) {
        StubURLProtocol.answer(host: Self.host, with: .init(body: Array(body.utf8)))
    }

    private func search() throws -> RepositoryPage {
        try XCTUnwrap(api.searchRepositories(query: "rx").toBlocking(timeout: 10).first())
    }

    private func searchFailure(file: StaticString = #filePath, line: UInt = #line) -> GitHubAPIError? {
        switch api.searchRepositories(query: "rx").toBlocking(timeout: 10).materialize() {
        case .failed(_, let error as GitHubAPIError): return error
        case let other:
            XCTFail("expected a GitHubAPIError, got \(other)", file: file, line: line)
            return nil
        }
    }

    func testOneMistypedOptionalFieldLeavesItUnknownAndThePageLoads() throws {
        let items = [
            Self.item("a", "\"description\": 123, \"language\": [\"Swift\"], \"stargazers_count\": 5"),
            Self.item("b", "\"description\": \"B\", \"stargazers_count\": \"12\""),
            Self.item("c", "\"stargazers_count\": 99999999999999999999999, \"language\": \"C\""),
            Self.item("d", "\"stargazers_count\": 3.7"),
        ]
        serve("{\"total_count\": 4, \"incomplete_results\": false, \"items\": [\(items.joined(separator: ","))]}")
        let page = try search()
        XCTAssertEqual(page.repositories.map(\.fullName), ["o/a", "o/b", "o/c", "o/d"])
        XCTAssertEqual(page.repositories.map(\.description), [nil, "B", nil, nil])
        XCTAssertEqual(page.repositories.map(\.language), [nil, nil, "C", nil])
        XCTAssertEqual(page.repositories.map(\.stargazersCount), [5, nil, nil, nil])
        XCTAssertEqual(page.totalCount, 4)
    }

    func testANegativeCountIsUnknown() throws {
        let items = [
            Self.item("a", "\"stargazers_count\": -1, \"forks_count\": -2, \"open_issues_count\": -3"),
            Self.item("b", "\"stargazers_count\": 0, \"forks_count\": 0, \"open_issues_count\": 0"),
        ]
        serve("{\"total_count\": 2, \"incomplete_results\": false, \"items\": [\(items.joined(separator: ","))]}")
        let page = try search()
        XCTAssertEqual(page.repositories.map(\.stargazersCount), [nil, 0])
        XCTAssertEqual(page.repositories.map(\.forksCount), [nil, 0])
        XCTAssertEqual(page.repositories.map(\.openIssuesCount), [nil, 0])
    }

    func testARequiredFieldOfAnotherShapeStillFailsNamingIt() {
        serve("{\"total_count\": 1, \"incomplete_results\": false, \"items\": [{\"name\": 7, \"full_name\": \"o/a\"}]}")
        XCTAssertEqual(searchFailure(), .malformedResponse(path: "items[0].name", reason: "expected a string"))
    }

    func testATotalCountIntCannotHoldIsNamedNotCalledInvalidJSON() {
        serve("{\"total_count\": 99999999999999999999999, \"incomplete_results\": false, \"items\": []}")
        XCTAssertEqual(
            searchFailure(),
            .malformedResponse(
                path: "total_count",
                reason: "99999999999999999999999 is above 9223372036854775807"))
        serve("{\"total_count\": -99999999999999999999999, \"incomplete_results\": false, \"items\": []}")
        XCTAssertEqual(
            searchFailure(),
            .malformedResponse(path: "total_count", reason: "-99999999999999999999999 is below -9223372036854775808"))
        serve("{\"total_count\": 3.7, \"incomplete_results\": false, \"items\": []}")
        XCTAssertEqual(
            searchFailure(), .malformedResponse(path: "total_count", reason: "expected a whole number, found 3.7"))
        serve("{\"total_count\": 1e400, \"incomplete_results\": false, \"items\": []}")
        XCTAssertEqual(
            searchFailure(),
            .malformedResponse(path: "total_count", reason: "expected a whole number, found one out of range"))
        XCTAssertEqual(
            searchFailure()?.description,
            "GitHub's answer could not be read at `total_count` (expected a whole number, found one out of range); "
                + "try again, or update the app.")
    }
}
