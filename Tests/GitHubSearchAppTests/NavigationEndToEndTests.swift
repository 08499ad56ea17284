import Foundation
import HTTPStubServer
import TmuxHarness
import XCTest

/// The screens pushed over the search, the mode switch, and recording then replaying a session — in tmux, as a
/// person would use them.
final class NavigationEndToEndTests: XCTestCase {
    /// A path for a recording in the temporary folder (not created); the test removes it.
    private func recordingPath() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("github-search-\(UUID().uuidString).jsonl")
    }

    private func launch(_ tmux: Tmux, _ arguments: String) throws {
        let binary = try AppBinary.url()
        try tmux.type("'\(binary.path)' \(arguments); echo \"status=$?\"")
        try tmux.keys("Enter")
        try tmux.waitFor("the first frame") { screen in screen.has("Search: ") }
    }

    func testDetailOwnerAndBackOffline() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try tmux.type("swift ui")
        try tmux.waitFor("the ranked results") { screen in
            screen.has("Search: swift ui") && screen.contains { $0.hasPrefix("› ") && $0.contains("SwiftUI") }
        }
        try tmux.keys("Down", "Enter")
        let detail = try tmux.waitFor("the second repository's detail") { screen in
            screen.has("Bisquit-Host/SwiftUI-App · repository")
        }
        XCTAssertTrue(detail.has("Page  https://github.com/Bisquit-Host/SwiftUI-App"), detail.joined(separator: "\n"))
        XCTAssertTrue(
            detail.has("Not in catalog  description, stars, forks, language, license, topics, last push, open issues"),
            "offline, nothing is invented:\n" + detail.joined(separator: "\n"))
        XCTAssertFalse(detail.has("Search: "), "the search is covered")

        try tmux.type("u")
        try tmux.waitFor("the owner's repositories") { screen in
            screen.has("Repositories of Bisquit-Host") && screen.has("1 repository of Bisquit-Host")
                && screen.has("SwiftUI-App  Bisquit-Host/SwiftUI-App")
        }
        try tmux.keys("Enter")
        try tmux.waitFor("a detail pushed from the owner's list") { screen in
            screen.has("Bisquit-Host/SwiftUI-App · repository")
        }
        try tmux.keys("Escape")
        try tmux.waitFor("the owner's list again") { screen in screen.has("Repositories of Bisquit-Host") }
        try tmux.keys("Escape")
        try tmux.waitFor("the first detail again") { screen in screen.has("Bisquit-Host/SwiftUI-App · repository") }
        try tmux.keys("Escape")
        let search = try tmux.waitFor("the search as it was left") { screen in
            screen.has("Search: swift ui") && screen.has("↑↓ move · Enter details")
        }
        XCTAssertTrue(
            search.contains { $0.hasPrefix("› SwiftUI-App") },
            "the selection stayed:\n" + search.joined(separator: "\n"))
        try tmux.type("x")
        try tmux.waitFor("the field has the keyboard again") { screen in screen.has("Search: swift uix") }
        try tmux.keys("Escape")
        try tmux.waitFor("the shell after Esc on the search") { screen in screen.has("status=0") }
    }

    func testDetailFieldsFromTheServerAreSanitised() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--api \(server.baseURL(scenario: "ok").absoluteString)")
        try tmux.type("rx")
        try tmux.waitFor("the results") { screen in screen.has("RxSwift  ReactiveX/RxSwift") }
        try tmux.keys("Enter")
        let detail = try tmux.waitFor("every field GitHub returned") { screen in
            screen.has("ReactiveX/RxSwift · repository") && screen.has("Open issues  31")
        }
        for line in [
            "Description  Reactive Programming in Swift", "Stars  24,000", "Forks  4,200", "Language  Swift",
            "License  MIT", "Topics  rx, swift, red", "Last push  2024-05-01 12:30 UTC",
        ] {
            XCTAssertTrue(detail.has(line), "\(line):\n" + detail.joined(separator: "\n"))
        }
        XCTAssertFalse(detail.has("[31m"), "the topic's escape sequence is removed")
        XCTAssertFalse(detail.has("Not returned"))
        try tmux.keys("Escape", "Escape")
        try tmux.waitFor("the shell") { screen in screen.has("status=0") }
    }

    func testTabKeepsEachModesTextAndNoOpenMessageFollows() throws {
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline")
        try tmux.type("swift ui")
        try tmux.waitFor("results") { screen in screen.has("Search: swift ui") && screen.has("15 repositories") }
        try tmux.keys("Enter")
        try tmux.waitFor("the detail") { screen in screen.has("· repository") }
        try tmux.type("o")
        try tmux.waitFor("the URL to copy") { screen in screen.has("Open in a browser: https://github.com/") }
        try tmux.keys("Escape")
        let search = try tmux.waitFor("the search") { screen in screen.has("Search: swift ui") }
        XCTAssertFalse(search.has("Open in a browser"), "the message belongs to the detail it was opened from")

        try tmux.keys("Tab")
        let user = try tmux.waitFor("user mode with its own, empty field") { screen in
            screen.has("User: an owner in the bundled catalog")
        }
        XCTAssertFalse(user.has("swift ui"), user.joined(separator: "\n"))
        XCTAssertFalse(user.has("Open in a browser"), user.joined(separator: "\n"))
        try tmux.type("apple")
        let apple = try tmux.waitFor("apple's repositories, not \u{201C}swift uiapple\u{201D}'s") { screen in
            screen.has("User: apple") && screen.has("repositories of apple") && screen.has("apple/swift-nio")
        }
        XCTAssertFalse(apple.has("uiapple"))

        try tmux.keys("Tab")
        try tmux.waitFor("the search text back, searched again") { screen in
            screen.has("Search: swift ui") && screen.has("15 repositories")
        }
        try tmux.keys("Tab")
        try tmux.waitFor("the login back") { screen in screen.has("User: apple") && screen.has("repositories of apple")
        }
        // Esc in user mode goes back to the search (it does not quit); Esc there quits.
        try tmux.keys("Escape")
        try tmux.waitFor("the search after Esc in user mode") { screen in
            screen.has("Search: swift ui") && screen.has("15 repositories")
        }
        try tmux.keys("Escape")
        try tmux.waitFor("the shell") { screen in screen.has("status=0") }
    }

    func testARecordedSessionReplaysToTheSameState() throws {
        let recording = recordingPath()
        defer { try? FileManager.default.removeItem(at: recording) }

        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline --record '\(recording.path)'")
        try tmux.type("swift ui")
        try tmux.waitFor("results") { screen in screen.has("15 repositories") }
        try tmux.keys("Down", "Down", "Enter")
        try tmux.waitFor("the third repository's detail") { screen in
            screen.has("OpenSwiftUIProject/OpenSwiftUI · repository")
        }
        try tmux.type("o")
        try tmux.waitFor("the URL to copy") { screen in
            screen.has("Open in a browser: https://github.com/OpenSwiftUIProject")
        }
        try tmux.keys("C-c")
        try tmux.waitFor("the shell after Ctrl-C") { screen in screen.has("status=130") }

        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 3, "one line per event")
        let replay = try AppBinary.run(["--replay", recording.path, "--json"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let state = try JSONDecoder().decode(ReplayedState.self, from: Data(replay.stdout.utf8))
        XCTAssertEqual(state.query, "swift ui")
        XCTAssertEqual(state.mode, "repositories")
        XCTAssertEqual(state.repositories.count, 15)
        XCTAssertEqual(state.repositories.prefix(3).last, "OpenSwiftUIProject/OpenSwiftUI")
        XCTAssertEqual(state.screens.map(\.screen), ["detail"])
        XCTAssertEqual(state.screens.first?.repository, "OpenSwiftUIProject/OpenSwiftUI")
        XCTAssertEqual(
            state.screens.first?.message, "Open in a browser: https://github.com/OpenSwiftUIProject/OpenSwiftUI")
        XCTAssertFalse(state.finished)

        let again = try AppBinary.run(["--replay", recording.path, "--json"])
        XCTAssertEqual(again.stdout, replay.stdout, "a replay is deterministic")
        let text = try AppBinary.run(["--replay", recording.path])
        XCTAssertTrue(text.stdout.contains("screens: search > detail OpenSwiftUIProject/OpenSwiftUI"), text.stdout)
    }

    /// A long text typed (or pasted without bracketing) in one go is one edit in the recording, not one event per
    /// character each holding the whole text so far.
    func testALongPasteIsRecordedAsFewEvents() throws {
        let recording = recordingPath()
        defer { try? FileManager.default.removeItem(at: recording) }
        let tmux = try Tmux(name: "github-search")
        defer { tmux.close() }
        try launch(tmux, "--offline --record '\(recording.path)'")
        try tmux.waitFor("the search") { $0.has("Search: ") }
        try tmux.type(String(repeating: "swift ", count: 40))
        try tmux.waitFor("the text in the field") { $0.has("swift swift") }
        try tmux.keys("C-c")
        try tmux.waitFor("the shell after Ctrl-C") { screen in screen.has("status=130") }
        let text = try String(contentsOf: recording, encoding: .utf8)
        let lines = text.split(separator: "\n")
        XCTAssertLessThan(lines.count, 40, "240 characters typed at once: \(lines.count) events")
        XCTAssertLessThan(text.utf8.count, 20_000)
    }

    func testAReplayAgainstAServerSendsTheRecordedSearch() throws {
        let server = try AppBinary.stubServer()
        defer { server.stop() }
        let file = recordingPath()
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"r"}}}},"time":0.1}
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"rx"}}}},"time":0.2}
        {"event":{"repositorySelected":{"_0":{"full_name":"ReactiveX/rxjs","html_url":"https://github.com/ReactiveX/rxjs","name":"rxjs"}}},"time":0.3}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try AppBinary.run([
            "--api", server.baseURL(scenario: "ok").absoluteString, "--replay", file.path, "--json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let state = try JSONDecoder().decode(ReplayedState.self, from: Data(run.stdout.utf8))
        XCTAssertEqual(state.query, "rx")
        XCTAssertEqual(state.repositories.first, "ReactiveX/RxSwift")
        XCTAssertTrue(state.repositories.contains("ReactiveX/rxjs"), "\(state.repositories)")
        XCTAssertEqual(state.screens.map(\.repository), ["ReactiveX/rxjs"])
        let searches = server.requests().filter { $0.path.contains("search/repositories") }
        XCTAssertEqual(searches.count, 1, "one request once typing settled, as in the session: \(searches.map(\.path))")
    }

    /// A trace of a replay: the events at their recorded (virtual) times, each action with the event that caused
    /// it or none (the search that starts when typing settles), and the fields each changed.
    func testAReplayWithATraceWritesEachEventAndTheActionsItCaused() throws {
        let file = recordingPath()
        let tracePath = recordingPath()
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: tracePath)
        }
        try """
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"r"}}}},"time":0.1}
        {"event":{"search":{"_0":{"searchTextChanged":{"_0":"rx"}}}},"time":0.2}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try AppBinary.run(["--replay", file.path, "--trace", tracePath.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let records = try String(contentsOf: tracePath, encoding: .utf8).split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(records.first?["kind"] as? String, "initialState")
        let events = records.filter { $0["kind"] as? String == "event" }
        XCTAssertEqual(events.map { $0["time"] as? Double }, [0.1, 0.2])
        let typed = try XCTUnwrap(records.first { ($0["value"] as? String)?.contains("queryChanged(\"rx\")") == true })
        XCTAssertEqual(typed["causedBy"] as? Int, events.last?["sequence"] as? Int)
        let changes = try XCTUnwrap(typed["changes"] as? [[String: String]])
        XCTAssertEqual(changes, [["field": "search.query", "before": "\"r\"", "after": "\"rx\""]])
        let started = try XCTUnwrap(records.first { ($0["value"] as? String)?.contains("searchStarted") == true })
        XCTAssertNil(started["causedBy"], "the search starts when typing settles, from no event")
        XCTAssertEqual(started["time"] as? Double, 0.7)

        let refused = try AppBinary.run(["--replay", file.path, "--trace", "/nonexistent-folder/trace.jsonl"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("the trace cannot be written to /nonexistent-folder/trace.jsonl"))
    }

    func testABrokenRecordingIsRefusedWithItsLineNumber() throws {
        let file = recordingPath()
        try "{\"event\":{\"back\":{}},\"time\":0.1}\nnot json\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AppBinary.run(["--replay", file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(
            run.stderr.hasPrefix("github-search: line 2 of the recording is not a recorded event"), run.stderr)
        XCTAssertEqual(run.stdout, "")
        let missing = try AppBinary.run(["--replay", file.path + ".missing"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("cannot read the recording"), missing.stderr)
    }

    /// The part of `--replay --json` the tests read.
    private struct ReplayedState: Decodable {
        struct Screen: Decodable {
            var screen: String
            var repository: String?
            var message: String?
        }

        var query: String?
        var mode: String
        var repositories: [String]
        var screens: [Screen]
        var finished: Bool
    }
}
