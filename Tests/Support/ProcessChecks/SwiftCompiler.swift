import Foundation
import XCTest

/// Why the compile check cannot run; a failure, not a skip.
enum LocateError: Error, CustomStringConvertible {
    case moduleNotFound(String)

    var description: String {
        guard case .moduleNotFound(let module) = self else { return "" }
        return
            "\(module).swiftmodule was found neither next to the test bundle nor under .build/debug: build the package first"
    }
}

/// A `swiftc` and the search paths of this build's modules, to compile small programs against the package's
/// modules and read the compiler's diagnostics (compile-fail checks).
public struct SwiftCompiler {
    /// One diagnostic of the compiled file.
    public struct Diagnostic {
        public let line: Int
        public let kind: String
        public let message: String
    }

    /// What the compiler said and how it exited.
    public struct Result {
        public let status: Int32
        public let output: String

        /// The diagnostics of `kind` ("error", "warning") on the compiled file, by line.
        public func diagnostics(kind: String) -> [Diagnostic] {
            output.split(separator: "\n").compactMap { line -> Diagnostic? in
                // "<path>/snippet.swift:7:31: error: message"
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                guard parts.count == 5, parts[0].hasSuffix("snippet.swift"), let number = Int(parts[1]),
                    parts[3].trimmingCharacters(in: .whitespaces) == kind
                else { return nil }
                return Diagnostic(line: number, kind: kind, message: String(parts[4]))
            }
        }
    }

    let executable: URL
    let modules: URL
    let moduleMaps: [URL]

    /// Finds `swiftc` (`$SWIFTC`, /opt/swift/usr/bin, then `$PATH`) and the directory holding `module`'s
    /// `.swiftmodule` (and the package's other modules).
    public static func locate(module: String = "Rx") throws -> SwiftCompiler {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { candidates.append(explicit) }
        candidates.append("/opt/swift/usr/bin/swiftc")
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        candidates.append("/usr/bin/swiftc")
        guard let compiler = candidates.first(where: { fileManager.isExecutableFile(atPath: $0) }) else {
            let searched = candidates.joined(separator: ", ")
            throw XCTSkip("no swiftc found (looked at \(searched)); set SWIFTC to run this test")
        }

        guard let products = buildProducts(module: module) else { throw LocateError.moduleNotFound(module) }
        let modules =
            fileManager.fileExists(atPath: products.appendingPathComponent("Modules/\(module).swiftmodule").path)
            ? products.appendingPathComponent("Modules") : products
        let moduleMaps = ((try? fileManager.contentsOfDirectory(atPath: products.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { products.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { fileManager.fileExists(atPath: $0.path) }
        return SwiftCompiler(executable: URL(fileURLWithPath: compiler), modules: modules, moduleMaps: moduleMaps)
    }

    /// The build-products directory of this test run: the one holding the test bundle, or `.build/debug`.
    private static func buildProducts(module: String) -> URL? {
        let fileManager = FileManager.default
        var starts = Bundle.allBundles.map(\.bundleURL) + [Bundle.main.bundleURL]
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent() // ProcessChecks
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        starts.append(packageRoot.appendingPathComponent(".build/debug"))
        for start in starts {
            var directory = start
            for _ in 0..<3 {
                for candidate in ["Modules/\(module).swiftmodule", "\(module).swiftmodule"]
                where fileManager.fileExists(atPath: directory.appendingPathComponent(candidate).path) {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Compiles `source` through SIL diagnostics (where data-race checking runs) in the Swift 6 language mode.
    public func compile(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("rx-compile-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snippet.swift")
        try Data(source.utf8).write(to: file)

        var arguments = [
            "-swift-version", "6", "-emit-sil", "-o", directory.appendingPathComponent("snippet.sil").path,
            "-module-name", "Snippet", "-module-cache-path", directory.appendingPathComponent("cache").path,
            "-I", modules.path,
        ]
        for map in moduleMaps {
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        arguments.append(file.path)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
