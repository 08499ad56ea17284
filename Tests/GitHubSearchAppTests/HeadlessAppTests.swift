import Foundation
import GitHubSearch
import Rx
import RxMVC
import RxTerminal
import RxTesting
import XCTest

@testable import github_search

/// The interactive app offline, on a memory terminal in virtual time (`HeadlessApp`): what the screen shows and
/// what a key does, without tmux.
final class HeadlessAppTests: HeadlessAppTestCase {
    func testEachModeKeepsItsOwnHighlightAndEnterOpensTheRowShownHighlighted() throws {
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX")
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
            app.press(.down)
            let userRow = try XCTUnwrap(app.highlighted, app.shown)
            XCTAssertTrue(userRow.hasPrefix("› learnrx  ReactiveX/learnrx"), app.shown)

            app.press(.tab)
            app.type("swift ui")
            XCTAssertEqual(app.highlighted?.hasPrefix("› Cisum_SwiftUI  CofficLab/Cisum_SwiftUI"), true, app.shown)
            app.press(.down, .down)
            let searchRow = try XCTUnwrap(app.highlighted, app.shown)
            XCTAssertTrue(searchRow.hasPrefix("› OpenSwiftUI  OpenSwiftUIProject/OpenSwiftUI"), app.shown)

            // Back in user mode: its own highlight (the second row), not the search's third.
            app.press(.tab, settle: 1000)
            XCTAssertTrue(app.lines.contains("User: ReactiveX"), app.shown)
            XCTAssertEqual(app.highlighted, userRow, app.shown)
            app.press(.enter)
            XCTAssertEqual(app.detailShown, "ReactiveX/learnrx", app.shown)

            // And the search, searched again, has its own.
            app.press(.escape, .tab, settle: 1000)
            XCTAssertTrue(app.lines.contains("Search: swift ui"), app.shown)
            XCTAssertEqual(app.highlighted, searchRow, app.shown)
            app.press(.enter)
            XCTAssertEqual(app.detailShown.map { searchRow.contains($0) }, true, app.shown)
        }
    }

    func testTabAfterMovingInTheSearchOpensTheUserListsOwnHighlightedRow() throws {
        // The tester's steps: a login typed earlier, then a search, Down twice, Tab, Enter.
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX")
            app.press(.tab)
            app.type("swift ui")
            app.press(.down, .down)
            app.press(.tab, settle: 1000)
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
            app.press(.enter)
            XCTAssertEqual(app.detailShown, "ReactiveX/IxJS", app.shown)
        }
    }

    func testBackFromADetailShowsTheOwnersListAsItWasWithoutAskingAgain() throws {
        try withApp { app in
            app.type("rxswift")
            app.press(.enter)
            XCTAssertEqual(app.detailShown, "ReactiveX/RxSwift", app.shown)
            app.press(.character("u"), settle: 1000)
            XCTAssertEqual(app.api.users, ["ReactiveX"])
            app.press(.down, .down, .down, .down)
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxCpp  ReactiveX/RxCpp"), true, app.shown)
            app.press(.enter)
            XCTAssertEqual(app.detailShown, "ReactiveX/RxCpp", app.shown)

            app.press(.escape)
            XCTAssertEqual(app.lines.first?.hasPrefix(" Repositories of ReactiveX"), true, app.shown)
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxCpp  ReactiveX/RxCpp"), true, app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.api.users, ["ReactiveX"], "the list on screen is not asked for again")
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxCpp  ReactiveX/RxCpp"), true, app.shown)
            app.press(.enter)
            XCTAssertEqual(app.detailShown, "ReactiveX/RxCpp", app.shown)
        }
    }

    func testAnOwnersListSaysNothingIsThereOnlyOnceItIsKnown() throws {
        try withApp { app in
            app.type("rxswift")
            app.press(.enter, .character("u"))
            XCTAssertEqual(app.lines.first?.hasPrefix(" Repositories of ReactiveX"), true, app.shown)
            XCTAssertTrue(app.lines.contains { $0.contains("Loading repositories") }, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.highlighted?.hasPrefix("› IxJS  ReactiveX/IxJS"), true, app.shown)
        }
    }

    func testWhileTypingSettlesTheStatusSaysWhatIsSearched() throws {
        try withApp { app in
            app.type("realm", settle: 100)
            XCTAssertTrue(app.lines.contains { $0.hasPrefix(" Searching \u{201C}realm\u{201D}…") }, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
            app.advance(by: 1000)
            XCTAssertFalse(app.lines.contains { $0.contains("Searching \u{201C}realm") }, app.shown)
        }
    }

    func testWhileALoginSettlesTheUserListDoesNotSayItHasNoRepositories() throws {
        try withApp { app in
            app.press(.tab)
            app.type("ReactiveX", settle: 100)
            XCTAssertTrue(app.lines.contains { $0.hasPrefix(" Repositories of ReactiveX…") }, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
            app.type("-nobody", settle: 1000)
            XCTAssertTrue(app.lines.contains { $0.contains("not in the offline catalog") }, app.shown)
        }
    }

    func testAFailedLoginIsToldWholeInTheListWhenTheStatusBarCutsIt() throws {
        try withApp(columns: 40) { app in
            app.press(.tab)
            app.type("ReactiveX-nobody", settle: 1000)
            let listed = app.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            XCTAssertTrue(listed.contains("\u{201C}ReactiveX-nobody\u{201D} is not in the offline catalog"), app.shown)
        }
    }

    func testANarrowOwnerPageCutsItsTitleAndKeepsTheOfflineBadgeAsTheSearchDoes() throws {
        try withApp(columns: 44) { app in
            let search = try XCTUnwrap(app.lines.first)
            XCTAssertTrue(search.hasSuffix("[offline: bundled catalog]") && search.contains("…"), app.shown)
            app.type("rxswift")
            app.press(.enter, .character("u"), settle: 1000)
            let header = try XCTUnwrap(app.lines.first)
            XCTAssertTrue(header.hasPrefix(" Repositories") && header.contains("…"), app.shown)
            XCTAssertTrue(header.hasSuffix("[offline: bundled catalog]"), app.shown)
            XCTAssertTrue(app.lines.allSatisfy { $0.count <= 44 }, app.shown)
        }
    }

    func testTheIgnoredQualifiersStayNamedBesideASearchAndItsCount() throws {
        try withApp { app in
            app.type("swift archived:false", settle: 100)
            let settling = try XCTUnwrap(app.lines.last)
            XCTAssertTrue(settling.contains("offline search ignores archived:"), app.shown)
            XCTAssertTrue(settling.contains("Searching"), app.shown)
            app.advance(by: 1000)
            let counted = try XCTUnwrap(app.lines.last)
            XCTAssertTrue(counted.contains("offline search ignores archived:"), app.shown)
            XCTAssertTrue(counted.contains("179 repositor"), app.shown)
        }
    }

    func testTheKeyHintsSayWhatEscAndTabDoInTheModeShown() throws {
        try withApp { app in
            XCTAssertEqual(app.lines.last?.hasSuffix("Tab user · Esc quit"), true, app.shown)
            app.press(.tab)
            let status = try XCTUnwrap(app.lines.last)
            XCTAssertTrue(status.hasSuffix("Tab/Esc search"), app.shown)
            XCTAssertFalse(status.contains("quit"), app.shown)
            app.press(.escape)
            XCTAssertEqual(app.state?.search.mode, .repositories, "Esc in user mode returns to the search")
            XCTAssertEqual(app.state?.isFinished, false, app.shown)
            XCTAssertEqual(app.lines.last?.hasSuffix("Tab user · Esc quit"), true, app.shown)
        }
    }

    func testQualifiersTheCatalogCannotAnswerOrThatDoNotParseAreNamedAsIgnored() throws {
        try withApp(columns: 160) { app in
            app.type("language:swift")
            XCTAssertTrue(
                app.lines.last?.contains("offline search ignores language:swift (the catalog has no languages)")
                    == true, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories match") }, app.shown)
            XCTAssertNotNil(app.highlighted, app.shown)
        }
        try withApp(columns: 160) { app in
            app.type("stars:5..2 rx")
            XCTAssertTrue(app.lines.last?.contains("offline search ignores stars:5..2 ·") == true, app.shown)
        }
        try withApp(columns: 160) { app in
            app.type("in:description rx sort:bogus")
            let status = try XCTUnwrap(app.lines.last)
            XCTAssertTrue(
                status.contains("offline search ignores in:description sort:bogus (the catalog has no descriptions)"),
                app.shown)
        }
    }

    func testUserModeWithoutALoginDoesNotSayItHasNoRepositories() throws {
        try withApp { app in
            app.press(.tab, settle: 1000)
            XCTAssertTrue(app.lines.contains { $0.contains("No login typed yet") }, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
            app.type("Rx")
            app.press(.backspace, .backspace, .character(" "), settle: 1000)
            XCTAssertTrue(app.lines.contains { $0.contains("No login typed yet") }, app.shown)
            XCTAssertFalse(app.lines.contains { $0.contains("No repositories") }, app.shown)
        }
    }
}
