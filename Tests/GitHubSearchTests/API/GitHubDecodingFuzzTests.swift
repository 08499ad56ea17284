import Foundation
import FuzzSupport
import GitHubSearch
import Rx
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hostile GitHub answers with fixed seeds, served in-process through `LiveGitHubAPI`'s real request and decoding
/// path: truncated bodies, wrong types, `1e400`, `-0`, huge integers, deep nesting, invalid UTF-8. Every answer
/// ends in a page or a `GitHubAPIError`: no crash, no hang, no untyped error.
final class GitHubDecodingFuzzTests: InProcessGitHubTestCase {
    override class var host: String { "fuzz-github.test" }

    private static let repository = FuzzJSON.object([
        ("id", .number("3606624")), ("name", .string("RxSwift")), ("full_name", .string("ReactiveX/RxSwift")),
        ("owner", .object([("login", .string("ReactiveX")), ("id", .number("6407041"))])),
        ("html_url", .string("https://github.com/ReactiveX/RxSwift")),
        ("description", .string("Reactive Programming in Swift")), ("language", .string("Swift")),
        ("stargazers_count", .number("24000")), ("fork", .bool(false)), ("topics", .array([.string("rx")])),
    ])
    private static let otherRepository = FuzzJSON.object([
        ("name", .string("x")), ("full_name", .string("o/x")), ("html_url", .string("https://github.com/o/x")),
        ("description", .null), ("language", .null), ("stargazers_count", .number("0")),
    ])
    private static let searchBody = FuzzJSON.object([
        ("total_count", .number("2")), ("incomplete_results", .bool(false)),
        ("items", .array([repository, otherRepository])),
    ])
    private static let errorBody = FuzzJSON.object([
        ("message", .string("Validation Failed")),
        (
            "errors",
            .array([.object([("resource", .string("Search")), ("field", .string("q")), ("code", .string("invalid"))])])
        ),
        ("documentation_url", .string("https://docs.github.com/v3/search")),
    ])

    private var api: LiveGitHubAPI { github.api }

    func testUnchangedAnswersDecode() throws {
        serve(200, Self.searchBody.bytes)
        let page = try XCTUnwrap(outcome(of: search()).page)
        XCTAssertEqual(page.repositories.map(\.fullName), ["ReactiveX/RxSwift", "o/x"])
        serve(200, FuzzJSON.array([Self.repository]).bytes)
        XCTAssertEqual(try XCTUnwrap(outcome(of: userRepositories()).page).repositories.count, 1)
    }

    func testHostileSearchResponses() {
        fuzz(seed: 0x61D0_0001, count: 600, mutator: JSONMutator(base: Self.searchBody), request: search)
    }

    func testHostileUserRepositoryListings() {
        let base = FuzzJSON.array([Self.repository, Self.otherRepository])
        fuzz(seed: 0x61D0_0002, count: 400, mutator: JSONMutator(base: base), request: userRepositories)
    }

    func testHostileNextPages() {
        let next = URL(string: "https://\(Self.host)/api/search/repositories?q=rx&page=2")!
        fuzz(seed: 0x61D0_0003, count: 300, mutator: JSONMutator(base: Self.searchBody)) { [unowned self] in
            api.nextPage(next)
        }
    }

    func testHostileErrorBodies() {
        var random = SplitMix64(seed: 0x61D0_0004)
        let mutator = JSONMutator(base: Self.errorBody)
        var statuses: Set<Int> = []
        for iteration in 0..<600 {
            let status = random.pick([400, 401, 403, 404, 410, 422, 429, 451, 500, 502, 503])
            var headers = ["Content-Type": "application/json"]
            if random.chance(30) { headers["x-ratelimit-remaining"] = random.pick(["0", "1", "-0", ""]) }
            if random.chance(30) { headers["x-ratelimit-reset"] = random.pick(JSONMutator.hostileNumbers) }
            if random.chance(30) {
                headers["retry-after"] = random.pick(
                    JSONMutator.hostileNumbers + ["Wed, 21 Oct 2015 07:28:00 GMT", "soon"])
            }
            let body = random.chance(80) ? mutator.next(using: &random) : random.bytes(random.int(in: 0...300))
            StubURLProtocol.answer(host: Self.host, with: .init(status: status, headers: headers, body: body))
            let request = random.chance(50) ? search() : userRepositories()
            guard case .failed(let error) = outcome(of: request) else {
                return XCTFail("iteration \(iteration): status \(status) did not fail")
            }
            guard check(error, iteration: iteration, body: body) else { return }
            _ = (error as? GitHubAPIError)?.description
            statuses.insert(status)
        }
        XCTAssertEqual(statuses.count, 11)
    }

    func testHostileWholeBodies() {
        let bodies: [[UInt8]] = [
            [], Array("null".utf8), Array("1e400".utf8), Array("-0".utf8), Array("\"\u{FF}\"".utf8),
            [0xFF, 0xFE, 0x00],
            JSONMutator.deepNesting(10_000, open: "["), JSONMutator.deepNesting(10_000, open: "{\"a\":"),
            JSONMutator.deepNesting(10_000, open: "[").dropLast(5000).map { $0 },
            Array("{\"total_count\":1e400,\"incomplete_results\":false,\"items\":[]}".utf8),
            Array("{\"total_count\":-0,\"incomplete_results\":false,\"items\":[]}".utf8),
            Array("{\"total_count\":123456789012345678901234567890,\"incomplete_results\":false,\"items\":[]}".utf8),
            Array("{\"total_count\":2,\"incomplete_results\":false,\"items\":".utf8)
                + JSONMutator.deepNesting(10_000, open: "[") + [0x7D],
            Array(("[" + Array(repeating: "{}", count: 50_000).joined(separator: ",") + "]").utf8),
        ]
        for (index, body) in bodies.enumerated() {
            for request in [search, userRepositories] {
                serve(200, body)
                guard check(outcome(of: request()), iteration: index, body: body) else { return }
            }
        }
    }

    // MARK: - Helpers

    private func search() -> Observable<RepositoryPage> {
        api.searchRepositories(query: "rx", sort: nil, order: nil, page: 1, perPage: 30)
    }

    private func userRepositories() -> Observable<RepositoryPage> {
        api.userRepositories(user: "octocat", page: 1)
    }

    private func serve(_ status: Int, _ body: [UInt8], headers: [String: String] = ["Content-Type": "application/json"])
    {
        StubURLProtocol.answer(host: Self.host, with: .init(status: status, headers: headers, body: body))
    }

    private func fuzz(
        seed: UInt64, count: Int, mutator: JSONMutator, request: () -> Observable<RepositoryPage>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var random = SplitMix64(seed: seed)
        var pages = 0
        var errors = 0
        for iteration in 0..<count {
            let body = mutator.next(using: &random)
            var headers = ["Content-Type": "application/json"]
            if random.chance(20) {
                headers["Link"] = random.pick([
                    "<https://\(Self.host)/api/search/repositories?page=3>; rel=\"next\"", "<>; rel=next",
                    "<https://evil.test/x>; rel=next",
                    "<../../../x>; rel=\"next\"", "<\u{1B}[2J>; rel=next", "<https://\(Self.host)/api/x", "; rel=next",
                ])
            }
            serve(200, body, headers: headers)
            let result = outcome(of: request())
            guard check(result, iteration: iteration, body: body, file: file, line: line) else { return }
            if result.page != nil { pages += 1 } else { errors += 1 }
        }
        // Both paths were exercised: some variants still decode, most do not.
        XCTAssertGreaterThan(pages, 0, file: file, line: line)
        XCTAssertGreaterThan(errors, 0, file: file, line: line)
    }

    private enum Result {
        case page(RepositoryPage)
        case failed(Error)
        case other(String)

        var page: RepositoryPage? {
            if case .page(let page) = self { return page }
            return nil
        }
    }

    private func outcome(of request: Observable<RepositoryPage>) -> Result {
        switch request.toBlocking(timeout: 10).materialize() {
        case .completed(let elements) where elements.count == 1: return .page(elements[0])
        case .completed(let elements): return .other("\(elements.count) pages")
        case .failed(let elements, let error) where elements.isEmpty: return .failed(error)
        case .failed(let elements, let error): return .other("\(elements.count) pages, then \(error)")
        }
    }

    private func check(
        _ result: Result, iteration: Int, body: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        switch result {
        case .page: return true
        case .failed(let error): return check(error, iteration: iteration, body: body, file: file, line: line)
        case .other(let what):
            XCTFail("iteration \(iteration): \(what) for \(Self.preview(body))", file: file, line: line)
            return false
        }
    }

    private func check(
        _ error: Error, iteration: Int, body: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        guard error is GitHubAPIError else {
            XCTFail("iteration \(iteration): untyped error \(error) for \(Self.preview(body))", file: file, line: line)
            return false
        }
        return true
    }

    private static func preview(_ body: [UInt8]) -> String {
        String(decoding: body.prefix(300), as: UTF8.self).debugDescription + " (\(body.count) bytes)"
    }
}
