import Foundation
import XCTest

/// Finds and runs the built `weather` executable without a terminal.
enum WeatherBinary {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let reason: Process.TerminationReason
        let stdout: String
        let stderr: String
    }

    /// Runs `weather` with `arguments` (standard input from /dev/null; `OPENWEATHER_API_KEY` unset unless given).
    /// `standardOutput` replaces the pipe standard output is read from (its `stdout` is then empty).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], standardOutput: FileHandle? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "OPENWEATHER_API_KEY")
        // Never the user's own saved places unless the test gives a folder: one that does not exist.
        variables["XDG_CONFIG_HOME"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("weather-e2e-none-\(UUID().uuidString)").path
        process.environment = variables.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput ?? output
        process.standardError = errors
        try process.run()
        if standardOutput != nil {
            try output.fileHandleForWriting.close() // nothing writes to it: reading it ends at once
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, reason: process.terminationReason,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `WEATHER_EXECUTABLE`, or `weather` in the products directory that holds the test bundle. Not found, the test
    /// is skipped with a message, except under CI (`CI` set), where it fails.
    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["WEATHER_EXECUTABLE"] {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                return try missing("WEATHER_EXECUTABLE is \(path), which is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = [Bundle(for: Marker.self).bundleURL, Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        for candidate in candidates {
            var directory = candidate
            for _ in 0..<4 {
                let binary = directory.appendingPathComponent("weather")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: binary.path)
                {
                    return binary
                }
                directory.deleteLastPathComponent()
            }
        }
        return try missing(
            "the weather executable is not built next to the tests; run `swift build --build-tests` first")
    }

    /// Skips the test with `message`, or under CI (`CI` set) fails it: end-to-end tests never skip silently there.
    private static func missing(_ message: String) throws -> URL {
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail(message + " (under CI the end-to-end tests must run, not skip)")
            throw BinaryMissing()
        }
        throw XCTSkip(message)
    }

    private final class Marker {}

    /// Thrown under CI after the missing binary was recorded as a failure.
    struct BinaryMissing: Error {}
}
