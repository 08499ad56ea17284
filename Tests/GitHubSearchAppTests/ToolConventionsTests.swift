import Foundation
import XCTest

/// github-search and weather are one family: the same --version, exit statuses documented in --help, and JSON in
/// the same style.
final class ToolConventionsTests: XCTestCase {
    func testVersionHelpAndJSONStyle() throws {
        let version = try AppBinary.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("github-search 3."), version.stdout)
        let help = try AppBinary.run(["--help"])
        XCTAssertTrue(help.stdout.contains("Exit status: 0 done, 1 failed"), help.stdout)
        XCTAssertTrue(help.stdout.contains("--version"), help.stdout)
        let json = try AppBinary.run(["--offline", "--query", "swift", "--limit", "1", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.hasPrefix("{\n  \""), "indented JSON: \(json.stdout.prefix(40))")
        let usage = try AppBinary.run(["--user", ""])
        XCTAssertEqual(usage.status, 2)
    }
}
