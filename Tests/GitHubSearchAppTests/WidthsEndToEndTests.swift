import Foundation
import TmuxHarness
import XCTest

/// The app at 60, 80 and 100 columns: what does not fit is cut with "…", and the offline badge and the keys are the
/// last to go.
final class WidthsEndToEndTests: XCTestCase {
    func testEveryWidthKeepsTheOfflineBadgeAndTheDetailKeys() throws {
        for columns in [60, 80, 100] {
            let tmux = try Tmux(name: "github-search", columns: columns, rows: 24)
            defer { tmux.close() }
            let binary = try AppBinary.url()
            try tmux.type("clear; '\(binary.path)' --offline; echo \"status=$?\"")
            try tmux.keys("Enter")
            try tmux.waitFor("the first frame at \(columns) columns") { screen in
                screen.has("[offline: bundled catalog]") && screen.has("Search: ")
            }
            try tmux.type("swift")
            let results = try tmux.waitFor("results at \(columns) columns") { screen in
                screen.contains { $0.hasPrefix("› ") } && screen.has("179 repo") && screen.has("Esc quit")
            }
            XCTAssertEqual(results.has("(30 shown)"), columns >= 80, "the count is cut, with …, only when narrow")
            XCTAssertTrue(results.allSatisfy { $0.count <= columns }, results.joined(separator: "\n"))
            XCTAssertTrue(results.has("[offline: bundled catalog]"), results.joined(separator: "\n"))
            try tmux.keys("Enter")
            let detail = try tmux.waitFor("the detail at \(columns) columns") { screen in
                screen.has("Esc back") && screen.has("· repository")
            }
            XCTAssertTrue(
                detail.has("Enter/o open"),
                "the detail's keys at \(columns) columns:\n\(detail.joined(separator: "\n"))")
            try tmux.keys("Escape")
            try tmux.waitFor("the search again") { $0.has("Search: swift") }
            try tmux.keys("Escape")
            try tmux.waitFor("the shell") { $0.has("status=0") }
        }
    }
}
