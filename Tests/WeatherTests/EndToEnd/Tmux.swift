import Foundation
import XCTest

/// A private tmux server (own socket, no user configuration) with one 100x30 session, for end-to-end tests.
///
/// Without tmux it skips the test with a message, except under CI (`CI` set), where it fails. Same approach as the
/// RxTerminal demo's end-to-end tests.
final class Tmux {
    private let socket = "weather-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    private let tmuxPath: String
    private let session = "weather"

    init() throws {
        let found = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let found else {
            if ProcessInfo.processInfo.environment["CI"] == nil {
                throw XCTSkip("tmux is not installed; install it to run the weather end-to-end test (CI installs it)")
            }
            XCTFail("tmux is needed under CI")
            throw TmuxError.missing
        }
        tmuxPath = found
    }

    func start() throws {
        // The server this starts inherits the launching process's descriptors; Foundation's `Process` on Linux then
        // never sees the client end. Launching through Python's subprocess (which closes them) avoids that.
        try run(detached: true, ["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "100", "-y", "30",
                 "-c", NSTemporaryDirectory(), "env", "-i", "PATH=/usr/bin:/bin", "HOME=/tmp", "TERM=screen",
                 "LANG=C.UTF-8", "PS1=$ ", "bash", "--norc", "--noprofile"])
        try waitFor("the shell prompt") { screen in screen.contains { $0.hasPrefix("$") } }
    }

    func sendLiteral(_ text: String) throws {
        try run(["send-keys", "-t", session, "-l", text])
    }

    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
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

    /// Reads the screen until `condition` holds; fails showing the last screen after `timeout` seconds.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen: [String] = []
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            // Polling a real terminal: there is no event to wait on, so look again shortly.
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("timed out waiting for \(what); the screen was:\n\(screen.joined(separator: "\n"))")
        throw TmuxError.timedOut(what)
    }

    func close() {
        _ = try? run(["kill-server"])
    }

    @discardableResult
    private func run(detached: Bool = false, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmuxPath)
        process.arguments = ["-u", "-L", socket] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if detached {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:]).returncode)",
                                 tmuxPath, "-u", "-L", socket] + arguments
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

enum TmuxError: Error {
    case missing
    case timedOut(String)
}
