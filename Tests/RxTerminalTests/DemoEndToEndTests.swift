import Foundation
import RxTesting
import TmuxHarness
import XCTest

/// Runs the `rxterminal-demo` executable (already built next to the test bundle) the way a person would: in tmux
/// (the shared `TmuxHarness`), typing with `send-keys` and reading the screen with `capture-pane`. A missing demo
/// binary fails the test; a missing tmux fails it under CI.
final class DemoEndToEndTests: RxTestCase {
    func testNonInteractiveModeExplainsAndEchoesLines() throws {
        let demo = try demoExecutable()
        let process = Process()
        process.executableURL = demo
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("hello big world\n\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(stdout, "hello (5), big (3), world (5)\n(no words)\n")
        XCTAssertTrue(stderr.contains("standard input is not a terminal"), stderr)
        XCTAssertFalse(stdout.contains("\u{1B}"), "no escape sequences when not on a terminal")
    }

    func testTypingEchoesIntoTheListAndCtrlCRestoresTheTerminal() throws {
        let demo = try demoExecutable()
        let tmux = try Tmux(name: "rxterminal-demo")
        defer { tmux.close() }
        try tmux.type("'\(demo.path)'")
        try tmux.keys("Enter")

        try tmux.waitFor("the demo's first frame") { screen in
            screen.has("RxTerminal demo") && screen.has("> Type something...")
                && screen.has("Nothing typed yet") && screen.has("0 words")
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1", "the demo runs on the alternate screen")

        try tmux.type("hello world")
        let typed = try tmux.waitFor("the words in the list") { screen in
            screen.has("> hello world") && screen.has("hello  5 letters")
                && screen.has("world  5 letters") && screen.has("2 words")
        }
        XCTAssertTrue(
            typed.contains { $0.hasPrefix("› hello") }, "the first row is selected:\n\(typed.joined(separator: "\n"))")

        try tmux.waitFor("the spinner to stop once typing pauses") { screen in !screen.has("typing") }

        try tmux.keys("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try tmux.waitFor("backspace to edit the field") { screen in
            screen.has("> hello") && !screen.has("world") && screen.has("1 word")
        }

        try tmux.paste("big brave")
        try tmux.waitFor("a bracketed paste arrives as text") { screen in
            screen.has("> hellobig brave") && screen.has("hellobig  8 letters") && screen.has("2 words")
        }

        try tmux.keys("Down", "Enter")
        let selected = try tmux.waitFor("a toast for the selected word") { screen in
            screen.has("Selected \"brave\"")
        }
        XCTAssertTrue(selected.contains { $0.hasPrefix("› brave") }, selected.joined(separator: "\n"))
        try tmux.waitFor("the toast to hide itself") { screen in !screen.has("Selected") }

        try tmux.resize(columns: 60, rows: 20)
        try tmux.waitFor("a redraw at the new size") { screen in
            screen.count == 20 && screen.last?.hasSuffix("2 words") == true && screen.has("> hellobig brave")
        }

        try tmux.keys("C-c")
        try tmux.waitFor("the shell again") { screen in
            !screen.has("RxTerminal demo") && screen.contains { $0 == "$" }
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", "back on the main screen")
        XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "cursor shown again")
        try tmux.type(
            "echo \"status=$?\"; echo \"modes: $(stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo|isig|icrnl|opost)' | tr '\\n' ' ')\""
        )
        try tmux.keys("Enter")
        let shell = try tmux.waitFor("the shell's report") { screen in
            screen.contains { $0.hasPrefix("status=") } && screen.contains { $0.hasPrefix("modes: ") }
        }
        XCTAssertTrue(shell.has("status=130"), shell.joined(separator: "\n"))
        let modes = shell.first { $0.hasPrefix("modes: ") }?.dropFirst("modes: ".count) ?? ""
        XCTAssertEqual(
            Set(modes.split(separator: " ").map(String.init)), ["icrnl", "opost", "isig", "icanon", "echo"],
            "cooked mode is back")
    }

    func testKillingOrCrashingTheDemoRestoresTheTerminal() throws {
        let demo = try demoExecutable()
        let tmux = try Tmux(name: "rxterminal-demo")
        defer { tmux.close() }
        for (signal, status) in [(SIGTERM, 143), (SIGSEGV, 139)] {
            let pidFile = FileManager.default.temporaryDirectory
                .appendingPathComponent("rxterminal-demo-\(getpid())-\(signal).pid")
            defer { try? FileManager.default.removeItem(at: pidFile) }
            try tmux.keys("C-l")
            try tmux.type("ulimit -c 0; sh -c 'echo $$ > \(pidFile.path); exec \(demo.path)'; echo \"status=$?\"")
            try tmux.keys("Enter")
            try tmux.waitFor("the demo's first frame") { screen in screen.has("Nothing typed yet") }
            let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let pid = try XCTUnwrap(pid_t(text), "pid file: \(text)")
            XCTAssertEqual(kill(pid, signal), 0)
            let screen = try tmux.waitFor("the demo ended by signal \(signal)") { screen in
                screen.has("status=\(status)")
            }
            XCTAssertFalse(screen.has("Nothing typed yet"), screen.joined(separator: "\n"))
            XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", "signal \(signal)")
            XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "signal \(signal)")
        }
    }

    // MARK: - Helpers

    /// The demo binary: `RXTERMINAL_DEMO`, or `rxterminal-demo` in the products directory holding the test bundle.
    private func demoExecutable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["RXTERMINAL_DEMO"] {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = [Bundle(for: Self.self).bundleURL, Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        for candidate in candidates {
            var directory = candidate
            while directory.path != "/" {
                let binary = directory.appendingPathComponent("rxterminal-demo")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                if directory.pathExtension == "xctest" || directory.lastPathComponent == "Contents" {
                    directory.deleteLastPathComponent()
                    continue
                }
                break
            }
        }
        XCTFail(
            "rxterminal-demo is not built next to the tests (`swift test` and `swift build` build it); "
                + "set RXTERMINAL_DEMO to its path to use another build")
        throw DemoError.notBuilt
    }
}

private enum DemoError: Error {
    case notBuilt
}
