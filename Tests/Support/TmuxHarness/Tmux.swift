import Foundation
import XCTest

/// A private tmux server (own socket, no config) running one shell, to drive a terminal app as a person would.
///
/// `type` and `keys` send input, `waitFor` polls `capture-pane` until the screen shows what is expected (bounded by
/// a timeout: a real terminal has no event to wait on). Without tmux the test is skipped with a message, except
/// under CI (`CI` set), where it fails. Shared by the end-to-end tests of the terminal apps.
public final class Tmux {
    private let socket: String
    private let executable: String
    private let session = "app"
    /// The `new-session` client, kept until the server is killed.
    private var starter: Process?

    /// Starts the server with a shell and waits for its prompt; `name` labels the socket and the skip message.
    public init(name: String, columns: Int = 100, rows: Int = 30) throws {
        socket = "\(name)-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard
            let found = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("tmux is missing; CI must install it for the end-to-end tests")
            }
            throw XCTSkip("tmux is not installed; install it to run the \(name) end-to-end tests")
        }
        executable = found
        try run(
            readingOutput: false,
            [
                "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows),
                "-c", NSTemporaryDirectory(),
                "env", "-i", "PATH=/usr/bin:/bin", "HOME=/tmp", "TERM=screen", "LANG=C.UTF-8", "PS1=$ ",
                "bash", "--norc", "--noprofile",
            ])
        try waitFor("the shell prompt") { $0.contains { $0.hasPrefix("$") } }
    }

    /// Types `text` literally.
    public func type(_ text: String) throws {
        try run(["send-keys", "-t", session, "-l", text])
    }

    /// Presses keys by tmux name (`Enter`, `Down`, `PageDown`, `Tab`, `Escape`, `C-c`).
    public func keys(_ names: String...) throws {
        try run(["send-keys", "-t", session] + names)
    }

    /// Pastes `text` as a terminal paste: wrapped in bracketed-paste markers when the app asked for them.
    public func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "test", text])
        try run(["paste-buffer", "-p", "-d", "-b", "test", "-t", session])
    }

    /// Resizes the window, as a person resizing the terminal would.
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
    }

    /// A tmux format value, such as `#{alternate_on}`.
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen's lines, trailing spaces removed.
    public func screen() throws -> [String] {
        var lines = try run(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Polls the screen until `condition` holds; fails with the last screen after `timeout`.
    @discardableResult
    public func waitFor(
        _ what: String, timeout: TimeInterval = 15, file: StaticString = #filePath, line: UInt = #line,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines: [String] = []
        while Date() < deadline {
            lines = try screen()
            if condition(lines) { return lines }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail(
            "timed out waiting for \(what); the screen was:\n\(lines.joined(separator: "\n"))", file: file, line: line)
        throw TimedOut(what: what)
    }

    /// Stops the server and everything running in it, and removes its socket file (tmux leaves it behind).
    public func close() {
        _ = try? run(["kill-server"])
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(directory)/tmux-\(getuid())/\(socket)")
    }

    /// Runs one tmux command and returns its output.
    ///
    /// The command that starts the server is not waited for: the server it forks inherits the descriptors
    /// Foundation uses to notice the child's exit, so that exit would only be seen when the server quits.
    /// `init` waits for the shell prompt instead.
    @discardableResult
    private func run(readingOutput: Bool = true, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-u", "-L", socket] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard readingOutput else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            starter = process
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

/// Thrown after `waitFor` recorded its failure, to end the test.
public struct TimedOut: Error {
    /// What was awaited.
    public let what: String
}

extension Array where Element == String {
    /// `true` when some line contains `text`.
    public func has(_ text: String) -> Bool {
        contains { $0.contains(text) }
    }
}
