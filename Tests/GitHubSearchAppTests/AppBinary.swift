import Foundation
import HTTPStubServer
import XCTest

/// Finds and runs the built `github-search` executable.
enum AppBinary {
    /// `GITHUB_SEARCH_BINARY`, or `github-search` in the products directory that holds the test bundle.
    static func url(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        if let path = ProcessInfo.processInfo.environment["GITHUB_SEARCH_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = [Bundle(for: Marker.self).bundleURL, Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        for candidate in candidates {
            var directory = candidate
            for _ in 0..<4 {
                let binary = directory.appendingPathComponent("github-search")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                directory.deleteLastPathComponent()
            }
        }
        XCTFail(
            "github-search is not built next to the tests; run `swift build --build-tests` first", file: file,
            line: line)
        throw XCTSkip("github-search is not built")
    }

    /// What one run printed and how it ended.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the app with `arguments`, standard input from /dev/null (so it has no terminal), and waits for it.
    /// `standardOutput` replaces the pipe standard output is read from (its `stdout` is then empty).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30,
        standardOutput: FileHandle? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_TOKEN"] = nil
        env["GITHUB_API_URL"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput ?? output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if standardOutput != nil {
            try output.fileHandleForWriting.close() // nothing writes to it: reading it ends at once
        }
        // Read both pipes while the process runs, so a large output cannot block it.
        let group = DispatchGroup()
        let stdout = Collected()
        let stderr = Collected()
        DispatchQueue.global().async(group: group) { stdout.set(output.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { stderr.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("github-search \(arguments) did not finish within \(timeout) s")
        }
        _ = group.wait(timeout: .now() + 5)
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout.get(), as: UTF8.self),
            stderr: String(decoding: stderr.get(), as: UTF8.self))
    }

    /// Starts the stub GitHub server, or skips (fails under CI) without python3.
    static func stubServer() throws -> StubServer {
        do {
            return try StubServer()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail("the stub server did not start; CI needs python3: \(error)")
            }
            throw XCTSkip("python3 is needed for the stub server: \(error)")
        }
    }

    private final class Marker {}

    /// One pipe's bytes, handed from its reader thread.
    private final class Collected: @unchecked Sendable { // Sendable: `lock` guards `data`.
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
