import Foundation
import GitHubSearch
import XCTest

/// The detail fields of GitHub's repository JSON: decoded when present, `nil` when absent or of another shape.
final class RepositoryDetailDecodingTests: XCTestCase {
    private func decode(_ json: String) throws -> Repository {
        try JSONDecoder().decode(Repository.self, from: Data(json.utf8))
    }

    func testEveryDetailFieldGitHubSends() throws {
        let repository = try decode(
            """
            {"name": "RxSwift", "full_name": "ReactiveX/RxSwift", "html_url": "https://github.com/ReactiveX/RxSwift",
             "description": "Reactive Programming in Swift", "language": "Swift", "stargazers_count": 24000,
             "forks_count": 4200, "open_issues_count": 31, "topics": ["rx", "swift"],
             "license": {"key": "mit", "name": "MIT License", "spdx_id": "MIT"}, "pushed_at": "2024-05-01T12:30:00Z"}
            """)
        XCTAssertEqual(repository.forksCount, 4200)
        XCTAssertEqual(repository.openIssuesCount, 31)
        XCTAssertEqual(repository.topics, ["rx", "swift"])
        XCTAssertEqual(repository.license?.displayName, "MIT")
        XCTAssertEqual(repository.pushedAt, Date(timeIntervalSince1970: 1_714_566_600))
        let again = try decode(String(decoding: try JSONEncoder().encode(repository), as: UTF8.self))
        XCTAssertEqual(again, repository, "encoding keeps every field")
    }

    func testMissingOrMalformedDetailFieldsAreUnknownNotInvented() throws {
        let repository = try decode(
            """
            {"name": "a", "full_name": "o/a", "html_url": "https://github.com/o/a", "forks_count": "many",
             "topics": [1, 2], "license": null, "pushed_at": "yesterday", "open_issues_count": null}
            """)
        XCTAssertNil(repository.forksCount)
        XCTAssertNil(repository.topics)
        XCTAssertNil(repository.license)
        XCTAssertNil(repository.pushedAt)
        XCTAssertNil(repository.openIssuesCount)
        XCTAssertEqual(RepositoryLicense(spdxID: "NOASSERTION", name: "Other").displayName, "Other")
    }

    func testTopicsAreCapped() throws {
        let topics = (0..<50).map { "\"t\($0)\"" }.joined(separator: ",")
        let repository = try decode(
            """
            {"name": "a", "full_name": "o/a", "html_url": "https://github.com/o/a", "topics": [\(topics)]}
            """)
        XCTAssertEqual(repository.topics?.count, Repository.maximumTopics)
    }
}
