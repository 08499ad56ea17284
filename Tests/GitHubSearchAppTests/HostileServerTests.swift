import Foundation
import HTTPStubServer
import XCTest

/// `github-search --query/--user` against a server whose texts carry escape sequences (terminal title, clear screen,
/// 8-bit CSI, DCS), bidi overrides and line breaks, and whose error message echoes the token: none of it reaches
/// standard output or standard error.
final class HostileServerTests: XCTestCase {
    private static let forbidden = [
        "\u{1B}", "\u{9B}", "\u{07}", "\u{202E}", "\u{2066}", "\u{200B}", "\r", "owned",
        "[2J", "[3J", "31m", "1m", "$r",
    ]

    private func assertClean(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for forbidden in Self.forbidden {
            XCTAssertFalse(
                text.contains(forbidden), "\(what) contains \(forbidden.debugDescription): \(text.debugDescription)",
                file: file, line: line)
        }
    }

    func testPlainOutputHasNoEscapeSequencesControlsOrBidiCharacters() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let api = server.baseURL(scenario: "hostile").absoluteString
        for arguments in [["--query", "rx"], ["--user", "octocat"]] {
            let run = try AppBinary.run(["--api", api] + arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            assertClean(run.stdout, "\(arguments) stdout")
            assertClean(run.stderr, "\(arguments) stderr")
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 3, "two lines and the final newline: \(run.stdout.debugDescription)")
            XCTAssertEqual(
                lines.first,
                "ReactiveX/RxSwift\thttps://github.com/ReactiveX/RxSwift\tSwift\t★24000\t"
                    + "Nice redexe.txt  nextline")
            XCTAssertEqual(lines.first?.split(separator: "\t").count, 5, "a tab or line break in a field would add one")
        }
    }

    func testJSONStringValuesAreSanitisedToo() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let run = try AppBinary.run([
            "--api", server.baseURL(scenario: "hostile").absoluteString, "--query", "rx", "--json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        assertClean(run.stdout, "the JSON")
        XCTAssertFalse(run.stdout.contains("\\u001b") || run.stdout.contains("\\u001B"), "not even escaped")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let first = try XCTUnwrap((object["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["name"] as? String, "RxSwift")
        XCTAssertEqual(first["full_name"] as? String, "ReactiveX/RxSwift")
        XCTAssertEqual(first["description"] as? String, "Nice redexe.txt  nextline")
        XCTAssertEqual(first["language"] as? String, "Swift")
    }

    func testAServerEchoingTheTokenInItsErrorMessageDoesNotGetItPrinted() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let secret = "ghp_echo\(UInt32.random(in: 0...UInt32.max))"
        let run = try AppBinary.run(
            ["--api", server.baseURL(scenario: "echo").absoluteString, "--query", "rx"],
            environment: ["GITHUB_TOKEN": secret])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        let headers = server.requests().last?.headers ?? [:]
        XCTAssertEqual(headers["authorization"], "Bearer \(secret)", "the token was sent")
        XCTAssertFalse(run.stderr.contains(secret), run.stderr)
        XCTAssertTrue(run.stderr.contains("Bad credentials [redacted]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("token [redacted] rejected"), run.stderr)
        assertClean(run.stderr, "the message")
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line: \(run.stderr.debugDescription)")
    }
}
