import Foundation
import GitHubSearch
import XCTest

final class LinkHeaderTests: XCTestCase {
    private let base = URL(string: "https://api.github.com/search/repositories?q=rx&page=2")!

    func testNextURLTable() {
        let table: [(header: String, next: String?, line: UInt)] = [
            // GitHub's usual form.
            (
                #"<https://api.github.com/search/repositories?q=rx&page=3>; rel="next", <https://api.github.com/search/repositories?q=rx&page=34>; rel="last""#,
                "https://api.github.com/search/repositories?q=rx&page=3", #line
            ),
            // Last page: only prev/first.
            (
                #"<https://api.github.com/x?page=1>; rel="prev", <https://api.github.com/x?page=1>; rel="first""#, nil,
                #line
            ),
            // Several relation types in one rel, in either order and any case.
            (
                #"<https://h.test/a?page=2>; rel="first prev", <https://h.test/a?page=3>; rel="LAST Next""#,
                "https://h.test/a?page=3", #line
            ),
            // Bare token value, spaces around ; and =.
            (#"<https://h.test/p2> ;rel = next"#, "https://h.test/p2", #line),
            // Commas inside the URI and inside a quoted title are data, not separators.
            (
                #"<https://h.test/a?tags=x,y>; title="one, two"; rel="next", <https://h.test/z>; rel="last""#,
                "https://h.test/a?tags=x,y", #line
            ),
            // Escaped quote inside a quoted value.
            (
                #"<https://h.test/q>; title="say \"next\", please"; rel="prev", <https://h.test/n>; rel="next""#,
                "https://h.test/n", #line
            ),
            // Relative reference resolves against the request URL.
            (
                #"</search/repositories?q=rx&page=3>; rel="next""#,
                "https://api.github.com/search/repositories?q=rx&page=3", #line
            ),
            // rel only counts once: the first occurrence wins.
            (#"<https://h.test/1>; rel="prev"; rel="next", <https://h.test/2>; rel="next""#, "https://h.test/2", #line),
            // "nextpage" is not "next"; no guessing.
            (#"<https://h.test/1>; rel="nextpage""#, nil, #line),
            // A malformed element is skipped and the rest still parses.
            (#"garbage; rel="next", <https://h.test/ok>; rel="next""#, "https://h.test/ok", #line),
            // Unterminated quoted string: nothing usable.
            (#"<https://h.test/1>; rel="next"#, nil, #line),
            // Empty header, whitespace, stray commas.
            ("", nil, #line),
            (" , ,, ", nil, #line),
            // Several Link headers joined with a comma and folded whitespace.
            ("<https://h.test/a>; rel=\"prev\",\n\t<https://h.test/b>; rel=\"next\"", "https://h.test/b", #line),
            // An extension relation type (a URI) next to next.
            (#"<https://h.test/c>; rel="https://example.test/rel/other next""#, "https://h.test/c", #line),
        ]
        for row in table {
            let next = LinkHeader(parsing: row.header, relativeTo: base).url(forRelation: "next")
            XCTAssertEqual(next?.absoluteString, row.next, row.header, line: row.line)
        }
    }

    func testLinksKeepEveryRelationAndParameter() {
        let header = LinkHeader(
            parsing: #"<https://h.test/1>; rel="first prev"; title="Page, one"; type=application/json"#)
        XCTAssertEqual(header.links.count, 1)
        XCTAssertEqual(header.links[0].relations, ["first", "prev"])
        XCTAssertEqual(header.links[0].parameters["title"], "Page, one")
        XCTAssertEqual(header.links[0].parameters["type"], "application/json")
        XCTAssertEqual(header.url(forRelation: "PREV")?.absoluteString, "https://h.test/1")
        XCTAssertEqual(header.url(forRelation: "first")?.absoluteString, "https://h.test/1")
    }
}
