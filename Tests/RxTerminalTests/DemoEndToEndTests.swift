import Foundation
import RxTesting
import XCTest

/// Runs the `rxterminal-demo` executable (already built next to the test bundle) the way a person would: in tmux,
/// typing with `send-keys` and reading the screen with `capture-pane`.
final class DemoEndToEndTests: RxTestCase {
    private static let timeout: TimeInterval = 15

    func testNonInteractiveModeExplainsAndEchoesLines() throws {
        let demo = try demoExecutable()
        let process = Process()
        process.executableURL = demo
        let input = Pipe(), output = Pipe(), errors = Pipe()
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
        let tmux = try Tmux()
        defer { tmux.close() }
        try tmux.start()
        try tmux.sendLiteral("'\(demo.path)'")
        try tmux.send("Enter")

        try tmux.waitFor("the demo's first frame") { screen in
            screen.shows("RxTerminal demo") && screen.shows("> Type something...")
                && screen.shows("Nothing typed yet") && screen.shows("0 words")
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "1", "the demo runs on the alternate screen")

        try tmux.sendLiteral("hello world")
        let typed = try tmux.waitFor("the words in the list") { screen in
            screen.shows("> hello world") && screen.shows("hello  5 letters")
                && screen.shows("world  5 letters") && screen.shows("2 words")
        }
        XCTAssertTrue(typed.contains { $0.hasPrefix("› hello") }, "the first row is selected:\n\(typed.joined(separator: "\n"))")

        try tmux.waitFor("the spinner to stop once typing pauses") { screen in !screen.shows("typing") }

        try tmux.send("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try tmux.waitFor("backspace to edit the field") { screen in
            screen.shows("> hello") && !screen.shows("world") && screen.shows("1 word")
        }

        try tmux.pasteBracketed("big brave")
        try tmux.waitFor("a bracketed paste arrives as text") { screen in
            screen.shows("> hellobig brave") && screen.shows("hellobig  8 letters") && screen.shows("2 words")
        }

        try tmux.send("Down", "Enter")
        let selected = try tmux.waitFor("a toast for the selected word") { screen in
            screen.shows("Selected \"brave\"")
        }
        XCTAssertTrue(selected.contains { $0.hasPrefix("› brave") }, selected.joined(separator: "\n"))
        try tmux.waitFor("the toast to hide itself") { screen in !screen.shows("Selected") }

        try tmux.resize(columns: 60, rows: 20)
        try tmux.waitFor("a redraw at the new size") { screen in
            screen.count == 20 && screen.last?.hasSuffix("2 words") == true && screen.shows("> hellobig brave")
        }

        try tmux.send("C-c")
        try tmux.waitFor("the shell again") { screen in
            !screen.shows("RxTerminal demo") && screen.contains { $0 == "$" }
        }
        XCTAssertEqual(try tmux.display("#{alternate_on}"), "0", "back on the main screen")
        XCTAssertEqual(try tmux.display("#{cursor_flag}"), "1", "cursor shown again")
        try tmux.sendLiteral(
            "echo \"status=$?\"; echo \"modes: $(stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo|isig|icrnl|opost)' | tr '\\n' ' ')\"")
        try tmux.send("Enter")
        let shell = try tmux.waitFor("the shell's report") { screen in
            screen.contains { $0.hasPrefix("status=") } && screen.contains { $0.hasPrefix("modes: ") }
        }
        XCTAssertTrue(shell.shows("status=130"), shell.joined(separator: "\n"))
        let modes = shell.first { $0.hasPrefix("modes: ") }?.dropFirst("modes: ".count) ?? ""
        XCTAssertEqual(Set(modes.split(separator: " ").map(String.init)), ["icrnl", "opost", "isig", "icanon", "echo"],
                       "cooked mode is back")
    }

    func testKillingOrCrashingTheDemoRestoresTheTerminal() throws {
        let demo = try demoExecutable()
        let tmux = try Tmux()
        defer { tmux.close() }
        try tmux.start()
        for (signal, status) in [(SIGTERM, 143), (SIGSEGV, 139)] {
            let pidFile = FileManager.default.temporaryDirectory
                .appendingPathComponent("rxterminal-demo-\(getpid())-\(signal).pid")
            defer { try? FileManager.default.removeItem(at: pidFile) }
            try tmux.send("C-l")
            try tmux.sendLiteral("ulimit -c 0; sh -c 'echo $$ > \(pidFile.path); exec \(demo.path)'; echo \"status=$?\"")
            try tmux.send("Enter")
            try tmux.waitFor("the demo's first frame") { screen in screen.shows("Nothing typed yet") }
            let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            let pid = try XCTUnwrap(pid_t(text), "pid file: \(text)")
            XCTAssertEqual(kill(pid, signal), 0)
            let screen = try tmux.waitFor("the demo ended by signal \(signal)") { screen in
                screen.shows("status=\(status)")
            }
            XCTAssertFalse(screen.shows("Nothing typed yet"), screen.joined(separator: "\n"))
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
        XCTFail("rxterminal-demo is not built next to the tests (`swift test` and `swift build` build it); "
            + "set RXTERMINAL_DEMO to its path to use another build")
        throw TmuxError.demoNotBuilt
    }
}

/// One private tmux server (its own socket, no user config) with one session, closed by `close()`.
private final class Tmux {
    private let socket = "rxterminal-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private let tmuxPath: String
    private let session = "demo"

    init() throws {
        let found = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            if ProcessInfo.processInfo.environment["CI"] == nil {
                throw XCTSkip("tmux is not installed; install it to run the end-to-end terminal tests (CI installs it)")
            }
            throw TmuxError.missing
        }
        tmuxPath = found
    }

    func start() throws {
        // The server this starts outlives the command: it must not inherit a pipe we read to the end.
        _ = try run(detached: true, ["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", "-c", NSTemporaryDirectory(),
                     "env", "-i", "PATH=/usr/bin:/bin", "HOME=/tmp", "TERM=screen", "PS1=$ ", "bash", "--norc", "--noprofile"])
        try waitFor("the shell prompt") { screen in screen.contains { $0.hasPrefix("$") } }
    }

    func sendLiteral(_ text: String) throws {
        _ = try run(["send-keys", "-t", session, "-l", text])
    }

    func send(_ keys: String...) throws {
        _ = try run(["send-keys", "-t", session] + keys)
    }

    func pasteBracketed(_ text: String) throws {
        _ = try run(["set-buffer", "-b", "test", text])
        _ = try run(["paste-buffer", "-p", "-d", "-b", "test", "-t", session])
    }

    func resize(columns: Int, rows: Int) throws {
        _ = try run(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
    }

    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func capture() throws -> [String] {
        var lines = try run(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Polls the screen until `condition` holds; fails with the last screen after the timeout.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(what); the screen was:\n\(screen.joined(separator: "\n"))")
        throw TmuxError.timedOut(what)
    }

    /// Stops the private server and removes its socket file (tmux leaves it behind).
    func close() {
        _ = try? run(["kill-server"])
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs tmux with `posix_spawn` and `waitpid` (deterministic, unlike waiting on `Process` here) and returns
    /// its standard output. `detached` sends the output to /dev/null: the server a new session starts outlives
    /// the command and must not hold a pipe we read to the end.
    @discardableResult
    private func run(detached: Bool = false, _ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("rxterminal-tmux-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, detached ? "/dev/null" : outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([tmuxPath, "-u", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, tmuxPath, &actions, nil, argv, environ)
        guard spawned == 0 else { throw TmuxError.failed(arguments, spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return detached ? "" : ((try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")
    }
}

private enum TmuxError: Error {
    case missing
    case failed([String], Int32)
    case demoNotBuilt
    case timedOut(String)
}

extension Array where Element == String {
    /// Whether any line contains `text`.
    fileprivate func shows(_ text: String) -> Bool {
        contains { $0.contains(text) }
    }
}
