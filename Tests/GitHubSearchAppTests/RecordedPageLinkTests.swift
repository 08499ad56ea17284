import Foundation
import XCTest

@testable import github_search

/// Which link a replay follows for a recorded "load more" step: the replay's own link for the same page, or the
/// recorded one (which the model then ignores) when the state links to another page.
final class RecordedPageLinkTests: XCTestCase {
    private let recorded = URL(string: "http://127.0.0.1:8001/ok/search/repositories?q=rx&per_page=2&page=2")!

    private func followed(_ linked: String?, base: String?) -> URL {
        RecordedPageLink.followed(
            recorded, linked: linked.flatMap(URL.init(string:)), base: base.flatMap(URL.init(string:)))
    }

    func testTheSamePageOnAnotherPortHostOrPathIsTheReplaysLink() {
        for (linked, base) in [
            ("http://127.0.0.1:9002/ok/search/repositories?q=rx&per_page=2&page=2", "http://127.0.0.1:9002/ok"),
            (
                "https://ghe.example.test/api/v3/search/repositories?q=rx&per_page=2&page=2",
                "https://ghe.example.test/api/v3/"
            ),
            ("https://api.github.com/search/repositories?page=2&q=rx&per_page=2", "https://api.github.com"),
            ("offline:search/repositories?q=rx&per_page=2&page=2", nil),
        ] {
            XCTAssertEqual(followed(linked, base: base).absoluteString, linked, "base \(base ?? "none")")
        }
    }

    func testAnotherPageOrQueryOrNoLinkKeepsTheRecordedLink() {
        let base = "http://127.0.0.1:9002/ok"
        for linked in [
            nil, "http://127.0.0.1:9002/ok/search/repositories?q=rx&per_page=2&page=3",
            "http://127.0.0.1:9002/ok/search/repositories?q=rxs&per_page=2&page=2",
            "http://127.0.0.1:9002/ok/search/repositories?q=rx&page=2",
            "http://127.0.0.1:9002/ok/users/rx/repos?q=rx&per_page=2&page=2",
            "http://127.0.0.1:9002/other/search/repositories?q=rx&per_page=2&page=2",
            "http://127.0.0.1:9002/ok?q=rx&per_page=2&page=2",
        ] {
            XCTAssertEqual(followed(linked, base: base), recorded, linked ?? "no link")
        }
    }
}
