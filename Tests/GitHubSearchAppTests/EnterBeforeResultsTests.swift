import Foundation
import GitHubSearch
import RxTerminal
import XCTest

@testable import github_search

/// Enter pressed before the results of the text typed came, in the interactive app offline (`HeadlessApp`, virtual
/// time): the first result opens when it arrives, the status bar says so meanwhile, and whatever changes what the
/// Enter meant (other text, Tab, Esc, a search that finds nothing) drops it.
final class EnterBeforeResultsTests: HeadlessAppTestCase {
    func testEnterWhileTheTextSettlesOpensItsFirstResultWhenItArrives() throws {
        try withApp { app in
            app.type("rxswift", settle: 100)
            app.press(.enter)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertTrue(
                app.statusLine.hasPrefix(" Opening the first result for \u{201C}rxswift\u{201D} when it arrives…"),
                app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab user · Esc cancel"), app.shown)
            app.advance(by: 1000)
            XCTAssertEqual(app.detailShown, "ReactiveX/RxSwift", app.shown)
            app.press(.escape)
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxSwift  ReactiveX/RxSwift"), true, app.shown)
            XCTAssertEqual(app.statusLine.hasSuffix("Tab user · Esc quit"), true, app.shown)
        }
    }

    func testTextAndEnterInOneBurstOpenTheNewTextsFirstResultNeverTheOldOnes() throws {
        try withApp { app in
            app.type("realm")
            XCTAssertEqual(app.highlighted?.contains("realm/"), true, app.shown)
            app.burst(Array(repeating: Key.backspace, count: 5) + "rxswift".map { Key.character($0) } + [.enter])
            XCTAssertNil(app.detailShown, "realm's row on screen is not the one Enter meant\n" + app.shown)
            XCTAssertEqual(app.state?.search.pendingOpen, "rxswift")
            app.advance(by: 1000)
            XCTAssertEqual(app.detailShown, "ReactiveX/RxSwift", app.shown)
        }
    }

    func testASpaceAndEnterInOneBurstOverTheTextsRowsOpenTheHighlightedOne() throws {
        try withApp { app in
            app.type("realm")
            let highlighted = try XCTUnwrap(app.highlighted, app.shown)
            // The space leaves the query as it was: the rows on screen are still the text's, and Enter chooses one.
            app.burst([.character(" "), .enter])
            app.advance(by: 1000)
            let shown = try XCTUnwrap(app.detailShown, app.shown)
            XCTAssertTrue(highlighted.contains(shown), "\(shown) is not the row highlighted: \(highlighted)")
        }
    }

    func testEnterThenOtherTextOpensNothing() throws {
        try withApp { app in
            app.type("rxswift", settle: 100)
            app.press(.enter)
            XCTAssertTrue(app.statusLine.contains("Opening the first result"), app.shown)
            app.press(.backspace)
            XCTAssertTrue(app.statusLine.hasPrefix(" Searching \u{201C}rxswif\u{201D}…"), app.shown)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertNotNil(app.highlighted, app.shown)
        }
    }

    func testEscAfterEnterCancelsTheOpenWithoutQuittingAndTheNextEscQuits() throws {
        try withApp { app in
            app.type("rxswift", settle: 100)
            app.press(.enter, .escape)
            XCTAssertEqual(app.state?.isFinished, false, app.shown)
            XCTAssertTrue(app.statusLine.hasPrefix(" Searching \u{201C}rxswift\u{201D}…"), app.shown)
            XCTAssertTrue(app.statusLine.hasSuffix("Tab user · Esc quit"), app.shown)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxSwift  ReactiveX/RxSwift"), true, app.shown)
            app.press(.escape)
            XCTAssertEqual(app.state?.isFinished, true, app.shown)
        }
    }

    func testEnterThenTabOpensNothingWhenTheSearchComesBack() throws {
        try withApp { app in
            app.type("rxswift", settle: 100)
            app.press(.enter)
            XCTAssertNotNil(app.state?.search.pendingOpen, app.shown)
            app.press(.tab)
            app.press(.tab, settle: 1000)
            XCTAssertEqual(app.highlighted?.hasPrefix("› RxSwift  ReactiveX/RxSwift"), true, app.shown)
            XCTAssertNil(app.detailShown, app.shown)
        }
    }

    func testEnterForATextThatFindsNothingSaysSoAndOpensNothing() throws {
        try withApp { app in
            app.type("zzqqxx", settle: 100)
            app.press(.enter)
            XCTAssertTrue(app.statusLine.contains("Opening the first result for \u{201C}zzqqxx\u{201D}"), app.shown)
            app.advance(by: 1000)
            XCTAssertNil(app.detailShown, app.shown)
            let none = "No repositories match \u{201C}zzqqxx\u{201D} in the bundled catalog"
            XCTAssertTrue(app.lines.contains { $0.contains(none) }, app.shown)
            XCTAssertFalse(app.statusLine.contains("Opening"), app.shown)
            XCTAssertNil(app.state?.search.pendingOpen)
        }
    }
}
