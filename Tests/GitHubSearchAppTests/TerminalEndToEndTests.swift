import Foundation
import HTTPStubServer
import TmuxHarness
import XCTest

/// The interactive app in tmux, as a person would use it: offline and against the stub GitHub server.
final class TerminalEndToEndTests: XCTestCase {
    private func launch(_ tmux: Tmux, _ arguments: String, environment: String = "") throws {
        let binary = try AppBinary.url()
        try tmux.type("\(environment) '\(binary.path)' \(arguments); echo \"status=$?\"")
        try tmux.keys("Enter")
    }

    /// Types "swift" in the search and waits for its first page.
    private func searchSwift(_ tmux: Tmux) throws {
        try tmux.type("swift")
        try tmux.waitFor("swift's results") { screen in screen.has("Search: swift") && screen.has("(30 shown)") }
    }

    /// Keys typed while the app is still starting (before it takes the terminal) are not lost: the search shows them.
    func testKeysTypedBeforeTheAppStartsAreKept() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        // The app starts a second after Enter, as when `swift run` is still building; "swift" is typed meanwhile.
        try launch(tmux, "--offline", environment: "sleep 1;")
        try tmux.type("swift")
        try tmux.waitFor("the search for what was typed before the app started") { screen in
            screen.has("Search: swift") && screen.has("repositories (30 shown)")
        }
        try tmux.keys("C-c")
        try tmux.waitFor("the app has quit") { screen in screen.has("status=") }
    }

    /// Enter right after the text changed opens nothing of the old query (its rows left with its text): it opens
    /// the new query's first result once that arrives. Once the new query's rows are in, the first is selected (not
    /// the row the old list's selection was at).
    func testEnterNeverOpensAResultOfThePreviousQueryAndANewListStartsAtItsTop() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try tmux.type("rx")
        try tmux.waitFor("the results for rx") { screen in screen.has("Search: rx") && screen.has("shown)") }
        try tmux.keys("BSpace")
        try tmux.type("ealm")
        try tmux.keys("Enter")
        let detail = try tmux.waitFor("the detail of realm's first result, opened when it came") { screen in
            screen.has("Enter/o open")
        }
        XCTAssertTrue(detail.contains { $0.contains("realm/realm-swift") }, detail.joined(separator: "\n"))
        try tmux.keys("Escape")
        try tmux.waitFor("realm's results") { screen in screen.has("Search: realm") && screen.has("2 repositories") }

        try tmux.keys("C-u")
        try searchSwift(tmux)
        for _ in 0..<5 { try tmux.keys("Down") }
        try tmux.type(" ui")
        let narrowed = try tmux.waitFor("swift ui's results") { screen in
            screen.has("Search: swift ui") && screen.has("15 repositories")
        }
        let selected = narrowed.first { $0.hasPrefix("› ") } ?? ""
        XCTAssertTrue(selected.contains("CofficLab/Cisum_SwiftUI"), "the first row is selected: \(selected)")
        try tmux.keys("C-c")
        try tmux.waitFor("the app has quit") { screen in screen.has("status=") }
    }

    /// Keys that arrive in one burst (typed ahead, or sent together as a script sends them): an Enter right after
    /// the new text opens nothing of the old query either, though the text reaches the loop a turn later; it opens
    /// the new text's first result when it arrives.
    func testEnterInTheSameBurstAsTheNewTextOpensNothingOfThePreviousQuery() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try searchSwift(tmux)
        try tmux.keys("u", "i", "Enter")
        let detail = try tmux.waitFor("the detail of swiftui's first result") { screen in screen.has("Enter/o open") }
        XCTAssertFalse(detail.contains { $0.contains("swiftlang/swift") }, detail.joined(separator: "\n"))
        XCTAssertTrue(detail.contains { $0.contains("iSoldLeo/swiftui-docs-zh") }, detail.joined(separator: "\n"))
        try tmux.keys("Escape")
        try tmux.waitFor("swiftui's results") { screen in
            screen.has("Search: swiftui") && screen.has(" 7 repositories ")
        }
        try tmux.keys("C-c")
        try tmux.waitFor("the app has quit") { screen in screen.has("status=") }
    }

    /// Tab in the same burst as an edit: the edit is the search's (it was typed there), never taken for a login in
    /// user mode, and Tab back searches it.
    func testTabInTheSameBurstAsAnEditKeepsTheEditInTheSearch() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try searchSwift(tmux)
        try tmux.keys("u", "i", "Tab")
        let user = try tmux.waitFor("user mode") { screen in screen.has("User: ") && screen.has("No login typed yet") }
        XCTAssertFalse(user.contains { $0.contains("swiftui") }, "no login was taken:\n\(user.joined(separator: "\n"))")
        try tmux.keys("Tab")
        try tmux.waitFor("swiftui searched") { screen in
            screen.has("Search: swiftui") && screen.has(" 7 repositories ")
        }
        try tmux.keys("C-c")
        try tmux.waitFor("the app has quit") { screen in screen.has("status=") }
    }

    /// A recording on a full disk (the system's full device): the session goes on, and at exit the app says on
    /// the normal screen that the recording stopped, and why, and exits 1. The device is written to in place.
    func testARecordingThatCannotBeWrittenIsReportedAtExit() throws {
        let device = "/dev/full"
        let type = try? FileManager.default.attributesOfItem(atPath: device)[.type] as? FileAttributeType
        try XCTSkipUnless(type == .typeCharacterSpecial, "\(device) is this system's full device")
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline --record \(device)")
        try searchSwift(tmux)
        try tmux.keys("Escape")
        let screen = try tmux.waitFor("the recording's failure and the status") { screen in
            screen.has("the recording stopped") && screen.has("status=1")
        }
        let said = screen.joined() // the message wraps at the window edge
        XCTAssertTrue(said.contains("the disk is full; free some space"), said)
        XCTAssertFalse(said.contains(".;") || said.contains("folder exists"), said)
        XCTAssertEqual(
            try? FileManager.default.attributesOfItem(atPath: device)[.type] as? FileAttributeType,
            .typeCharacterSpecial, "the device is still a device")
    }

    /// Offline, the app says what it searches (the bundled catalog, not GitHub), which qualifiers it ignored, and
    /// that nothing matched the text rather than "no repositories yet".
    func testOfflineWordingSaysWhatIsSearchedIgnoredAndNotFound() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try tmux.waitFor("the offline placeholder") { screen in
            screen.has("type to search the bundled catalog") && !screen.has("language:swift")
        }
        try tmux.type("zzqqxx")
        try tmux.waitFor("no match, said so") { screen in
            screen.has("No repositories match \u{201C}zzqqxx\u{201D} in the bundled catalog")
        }
        try tmux.keys("C-u")
        try tmux.type("swift archived:false")
        try tmux.waitFor("the ignored qualifier named") { screen in screen.has("offline search ignores archived:") }
        try tmux.keys("C-c")
        try tmux.waitFor("the app has quit") { screen in screen.has("status=") }
    }

    func testOfflineSearchPagingOpeningModesAndQuitting() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try tmux.waitFor("the first frame with the offline badge") { screen in
            screen.has("[offline: bundled catalog]") && screen.has("Search: ")
                && screen.has("Type to search the bundled catalog of repositories")
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1", "the app runs on the alternate screen")

        try tmux.type("swift")
        let results = try tmux.waitFor("the first page of results") { screen in
            screen.has("Search: swift") && screen.has("repositories (30 shown)")
        }
        XCTAssertTrue(results.contains { $0.hasPrefix("› ") }, "the first row is selected")

        for _ in 0..<3 { try tmux.keys("PageDown") }
        try tmux.waitFor("the next page, loaded by scrolling to the bottom") { screen in
            screen.has("repositories (60 shown)")
        }

        try tmux.keys("Enter")
        try tmux.waitFor("the repository's detail") { screen in screen.has("Enter/o open · u owner's repositories") }
        try tmux.keys("Enter")
        try tmux.waitFor("the URL in the status bar, as there is no opener") { screen in
            screen.has("Open in a browser: https://github.com/")
        }
        try tmux.keys("Escape")
        try tmux.waitFor("the search again") { screen in screen.has("Search: swift") && screen.has("(60 shown)") }

        try tmux.keys("Tab")
        try tmux.waitFor("user mode") { screen in screen.has("User: ") && screen.has("a user's repositories") }
        try tmux.keys("C-u")
        try tmux.type("ReactiveX")
        try tmux.waitFor("the user's repositories") { screen in
            screen.has("User: ReactiveX") && screen.has("ReactiveX/RxSwift") && screen.has("repositories of ReactiveX")
        }
        try tmux.keys("C-u")
        try tmux.type("no-such-user-zz")
        try tmux.waitFor("not in the catalog") { screen in screen.has("is not in the offline catalog") }

        try tmux.keys("Tab")
        try tmux.keys("C-u")
        try tmux.type("RxSwift")
        try tmux.waitFor("repository search again") { screen in
            screen.has("Search: RxSwift") && screen.has("ReactiveX/RxSwift")
        }

        try tmux.keys("Escape")
        try tmux.waitFor("the shell after Esc") { screen in screen.has("status=0") }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", "back on the main screen")
        XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "cursor shown again")
        try tmux.type("stty -a | grep -o -- '-icanon' || echo cooked")
        try tmux.keys("Enter")
        try tmux.waitFor("cooked mode") { screen in screen.last { $0 == "cooked" || $0 == "-icanon" } == "cooked" }
    }

    func testAgainstTheStubServerRowsPagingOpenerAndCtrlC() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "github-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let opened = directory.appendingPathComponent("opened.txt")
        let opener = directory.appendingPathComponent("opener.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > '\(opened.path)'\n".write(
            to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)

        try launch(
            tmux, "--api \(server.baseURL(scenario: "ok").absoluteString) --per-page 2",
            environment: "GITHUB_SEARCH_OPENER='\(opener.path)'")
        try tmux.waitFor("the first frame") { screen in screen.has("Search: ") && !screen.has("[offline") }
        try tmux.type("rx")
        try tmux.waitFor("two rows from the server") { screen in
            screen.has("RxSwift  ReactiveX/RxSwift · Swift · ★ 24000 · Reactive Programming in Swift")
                && screen.has("rxjs  ReactiveX/rxjs") && screen.has("5 repositories (2 shown)")
        }
        try tmux.keys("Down")
        try tmux.waitFor("the next page after reaching the bottom") { screen in
            screen.has("RxJava  ReactiveX/RxJava") && screen.has("5 repositories (4 shown)")
        }
        XCTAssertTrue(server.requests().contains { $0.path.contains("page=2") })

        try tmux.keys("Enter")
        let detail = try tmux.waitFor("the detail, as GitHub's answer gives it") { screen in
            screen.has("ReactiveX/rxjs · repository") && screen.has("Language  TypeScript")
                && screen.has("Stars  30,000")
        }
        XCTAssertTrue(
            detail.has("Not returned  description, forks, license, topics, last push, open issues"),
            detail.joined(separator: "\n"))
        try tmux.keys("o")
        try tmux.waitFor("the opener's report in the status bar") { screen in
            screen.has("Opened https://github.com/ReactiveX/rxjs")
        }
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(
            try String(contentsOf: opened, encoding: .utf8), "1\nhttps://github.com/ReactiveX/rxjs\n",
            "the opener got the URL as its one argument")

        try tmux.keys("C-c")
        try tmux.waitFor("the shell after Ctrl-C") { screen in screen.has("status=130") }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "0")
    }

    func testARateLimitShowsAToastAndTheAppKeepsWorking() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--api \(server.baseURL(scenario: "ratelimit").absoluteString)")
        try tmux.waitFor("the first frame") { screen in screen.has("Search: ") }
        try tmux.type("rx")
        try tmux.waitFor("the rate-limit toast") { screen in
            // The stub's reset time (2023) is past: the toast says so.
            screen.has("GitHub rate limit reached; the limit has already reset") && screen.has("Set GITHUB_TOKEN")
        }
        // After the toast, the failure stays on the screen with the way to try again.
        try tmux.waitFor("the failure kept, with its retry key", timeout: 10) { screen in
            screen.has("Search failed (Ctrl-R retries): GitHub rate limit reached")
        }
        try tmux.keys("C-r")
        try tmux.waitFor("the retry, failing again the same way") { screen in
            screen.has("Search failed (Ctrl-R retries)")
        }
        try tmux.type("s")
        try tmux.waitFor("the field still edits") { screen in screen.has("Search: rxs") }
        try tmux.keys("Escape")
        try tmux.waitFor("the shell after Esc") { screen in screen.has("status=0") }
    }
}
