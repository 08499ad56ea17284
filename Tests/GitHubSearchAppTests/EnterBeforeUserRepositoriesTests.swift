import Foundation
import GitHubSearch
import RxTerminal
import XCTest

@testable import github_search

/// Enter pressed in user mode before the login's repositories came, in the interactive app offline (`HeadlessApp`,
/// virtual time): the login's first repository opens when its list arrives, the status bar says so meanwhile, and
/// whatever changes what the Enter meant (another login, Tab, Esc, a failed lookup) drops it. A row of another
/// login never opens.
final class EnterBeforeUserRepositoriesTests: HeadlessAppTestCase {
    func testLoginAndEnterInOneBurstOpenTheLoginsFirstRepositoryWhenItArrives() throws {
        try withApp { app in
            app.press(.tab)
            app.burst("ReactiveX", then: .enter)
            app.advance(by: 10)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertTrue(
                app.statusLine.hasPrefix(" Opening the first repository of \u{201C}ReactiveX\u{201D} when it arrives…"),
                app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab search · Esc cancel"), app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.detailShown, "ReactiveX/IxJS", app.shown)
            app.press(.escape)
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab/Esc search"), app.shown)
        }
    }

    func testEnterWhileTheLoginSettlesOverAnotherLoginsRowsNeverOpensOneOfThem() throws {
        try withApp { app in
            app.press(.tab)
            app.type("apple")
            let appleRow = try XCTUnwrap(app.highlighted, app.shown)
            XCTAssertTrue(appleRow.contains("apple/"), app.shown)
            // The new login is handed on (no edit waits), but apple's rows are still those on screen.
            for _ in 0..<5 { app.screen.send(.backspace) }
            app.type("ReactiveX", settle: 100)
            XCTAssertEqual(app.highlighted, appleRow, "apple's rows stay until ReactiveX's come\n" + app.shown)
            app.press(.enter)
            XCTAssertNil(app.detailShown, "apple's row on screen is not the one Enter meant\n" + app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.detailShown, "ReactiveX/IxJS", app.shown)
        }
    }

    func testLoginAndEnterInOneBurstOverAnotherLoginsRowsOpenTheNewLoginsFirst() throws {
        try withApp { app in
            app.press(.tab)
            app.type("apple")
            XCTAssertEqual(app.highlighted?.contains("apple/"), true, app.shown)
            for _ in 0..<5 { app.screen.send(.backspace) }
            app.burst("ReactiveX", then: .enter)
            app.advance(by: 10)
            XCTAssertNil(app.detailShown, app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.detailShown, "ReactiveX/IxJS", app.shown)
        }
    }

    func testEnterThenAnotherLoginOpensNothing() throws {
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX", settle: 100)
            app.press(.enter)
            XCTAssertTrue(app.statusLine.contains("Opening the first repository"), app.shown)
            for _ in 0..<9 { app.screen.send(.backspace) }
            app.type("apple", settle: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertEqual(app.highlighted?.contains("apple/"), true, app.shown)
            XCTAssertFalse(app.statusLine.contains("Opening"), app.shown)
        }
    }

    func testEscAfterEnterOnlyCancelsAndTheNextEscReturnsToTheSearch() throws {
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX", settle: 100)
            app.press(.enter, .escape)
            XCTAssertEqual(app.state?.search.mode, .user, app.shown)
            XCTAssertEqual(app.state?.isFinished, false, app.shown)
            XCTAssertTrue(app.statusLine.hasPrefix(" Repositories of ReactiveX…"), app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab/Esc search"), app.shown)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
            app.press(.escape)
            XCTAssertEqual(app.state?.search.mode, .repositories, app.shown)
            XCTAssertEqual(app.state?.isFinished, false, app.shown)
        }
    }

    func testEnterThenTabOpensNothingWhenTheUserModeComesBack() throws {
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX", settle: 100)
            app.press(.enter, .tab)
            XCTAssertEqual(app.state?.search.mode, .repositories, app.shown)
            app.advance(by: 1000)
            app.press(.tab, settle: 1000)
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
            XCTAssertNil(app.detailShown, app.shown)
        }
    }

    func testEnterOnALoginTheCatalogLacksSaysSoAndOpensNothing() throws {
        try withApp { app in
            app.press(.tab)
            app.burst("nobody-zz", then: .enter)
            app.advance(by: 10)
            XCTAssertTrue(
                app.statusLine.contains("Opening the first repository of \u{201C}nobody-zz\u{201D}"), app.shown)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertTrue(
                app.lines.contains { $0.contains("\u{201C}nobody-zz\u{201D} is not in the offline catalog") }, app.shown
            )
            XCTAssertFalse(app.statusLine.contains("Opening"), app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab/Esc search"), app.shown)
        }
    }

    func testEnterOnALoginWhoseLookupFailsShowsTheFailureAndOpensNothing() throws {
        try withApp { app in
            app.api.userFailures["ReactiveX"] = .serverError(status: 502, message: nil)
            app.press(.tab)
            app.burst("ReactiveX", then: .enter)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            let failure = GitHubAPIError.serverError(status: 502, message: nil).description
            XCTAssertTrue(app.lines.contains { $0.contains(failure) }, app.shown)
            XCTAssertFalse(app.statusLine.contains("Opening"), app.shown)
        }
    }
}
