import GitHubSearch
import RxTerminal
import XCTest

/// An owner's list (`u` on a detail) whose lookup failed says why in the list, whole, as the user mode does: not
/// "No repositories", which tells of an owner with none, while the status bar's copy of the failure is cut.
final class OwnerPageFailureTests: HeadlessAppTestCase {
    func testAFailedOwnerLookupIsToldInTheListNotAsNoRepositories() throws {
        try withApp(columns: 50) { app in
            app.api.userFailures["ReactiveX"] = .serverError(status: 502, message: nil)
            app.type("rxswift")
            app.press(.enter, .character("u"), settle: 1000)
            XCTAssertEqual(app.lines.first?.hasPrefix(" Repositories of Rea"), true, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
            let listed = app.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            XCTAssertTrue(listed.contains("GitHub is having trouble (502); try again in a moment."), app.shown)
        }
    }
}
