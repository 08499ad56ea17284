import Foundation
import RxTesting
import XCTest

/// Compiles small programs against the built `Rx` module in the Swift 6 language mode and checks the compiler's
/// verdict: sharing a subject, relay or observer of a non-`Sendable` element with a detached task while still using
/// it is a data-race error; the same program with `Int` elements compiles without a diagnostic.
///
/// Skips only when no `swiftc` can be found; a missing `Rx` module or an unexpected diagnostic fails.
final class SendableDiagnosticsTests: RxTestCase {
    /// The marker of a line that must get an error.
    private static let marker = "// expect-error"

    private static func program(element: String) -> String {
        """
        import Rx

        final class Counter { var value = 0 }

        func shareBehaviorRelay(_ make: @escaping @Sendable () -> \(element)) async {
            let relay = BehaviorRelay(value: make())
            let task = Task.detached { relay.accept(make()) } \(marker)
            relay.accept(make())
            await task.value
        }

        func sharePublishRelay(_ make: @escaping @Sendable () -> \(element)) async {
            let relay = PublishRelay<\(element)>()
            let task = Task.detached { relay.accept(make()) } \(marker)
            relay.accept(make())
            await task.value
        }

        func sharePublishSubject(_ make: @escaping @Sendable () -> \(element)) async {
            let subject = PublishSubject<\(element)>()
            let task = Task.detached { subject.onNext(make()) } \(marker)
            subject.onNext(make())
            await task.value
        }

        func shareReplaySubject(_ make: @escaping @Sendable () -> \(element)) async {
            let subject = ReplaySubject<\(element)>.create(bufferSize: 1)
            let task = Task.detached { subject.onNext(make()) } \(marker)
            subject.onNext(make())
            await task.value
        }

        func shareObserver(_ make: @escaping @Sendable () -> \(element)) async {
            let observer = AnyObserver<\(element)> { _ in }
            let task = Task.detached { observer.onNext(make()) } \(marker)
            observer.onNext(make())
            await task.value
        }
        """
    }

    /// `Observable` and every trait run non-`@Sendable` closures on subscribe, so none is `Sendable` (Swift6.md).
    private static let traitsProgram = """
        import Rx

        func requireSendable<T: Sendable>(_ type: T.Type) {}

        func check() {
            requireSendable(Observable<Int>.self) \(marker)
            requireSendable(Single<Int>.self) \(marker)
            requireSendable(Maybe<Int>.self) \(marker)
            requireSendable(Completable.self) \(marker)
            requireSendable(Infallible<Int>.self) \(marker)
            requireSendable(Driver<Int>.self) \(marker)
            requireSendable(Signal<Int>.self) \(marker)
            requireSendable(ControlProperty<Int>.self) \(marker)
            requireSendable(ControlEvent<Int>.self) \(marker)
            requireSendable(BehaviorRelay<Int>.self)
        }
        """

    func testObservableAndTraitsAreNotSendable() throws {
        let compiler = try SwiftCompiler.locate()
        let result = try compiler.compile(Self.traitsProgram)
        XCTAssertNotEqual(result.status, 0, "the traits program must not compile:\n\(result.output)")
        assertErrors(in: result, onMarkedLinesOf: Self.traitsProgram, count: 9)
    }

    func testSharingContainersOfSendableElementsCompilesCleanly() throws {
        let compiler = try SwiftCompiler.locate()
        let result = try compiler.compile(Self.program(element: "Int"))
        XCTAssertEqual(result.status, 0, "the Int program must compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning:"), "the Int program must have no warning:\n\(result.output)")
        XCTAssertFalse(result.output.contains("error:"), "the Int program must have no error:\n\(result.output)")
    }

    func testSharingContainersOfNonSendableElementsIsADataRaceError() throws {
        let compiler = try SwiftCompiler.locate()
        let source = Self.program(element: "Counter")
        let result = try compiler.compile(source)
        XCTAssertNotEqual(result.status, 0, "the Counter program must not compile:\n\(result.output)")
        assertErrors(in: result, onMarkedLinesOf: source, count: 5)
    }

    /// Asserts an error about sendability or a data race on each marked line of `source`, and on no other line.
    private func assertErrors(
        in result: SwiftCompiler.Result, onMarkedLinesOf source: String, count: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(
            result.output.contains("no such module"), "Rx was not found:\n\(result.output)", file: file, line: line)
        let expectedLines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains(Self.marker) }
            .map { $0.offset + 1 }
        XCTAssertEqual(expectedLines.count, count, file: file, line: line)
        let errorLines = Set(
            result.diagnostics(kind: "error").compactMap { diagnostic -> Int? in
                let message = diagnostic.message
                guard message.contains("data race") || message.contains("Sendable") else { return nil }
                return diagnostic.line
            })
        for expected in expectedLines {
            XCTAssertTrue(
                errorLines.contains(expected), "no Sendable error on line \(expected):\n\(result.output)",
                file: file, line: line)
        }
        XCTAssertEqual(
            errorLines, Set(expectedLines), "errors on unexpected lines:\n\(result.output)", file: file, line: line)
    }
}

/// Why the compile check cannot run; a failure, not a skip.
private enum LocateError: Error, CustomStringConvertible {
    case moduleNotFound

    var description: String {
        "Rx.swiftmodule was found neither next to the test bundle nor under .build/debug: build the package first"
    }
}

/// A `swiftc` and the search paths of this build's modules.
private struct SwiftCompiler {
    /// One diagnostic of the compiled file.
    struct Diagnostic {
        let line: Int
        let kind: String
        let message: String
    }

    /// What the compiler said and how it exited.
    struct Result {
        let status: Int32
        let output: String

        /// The diagnostics of `kind` ("error", "warning") on the compiled file, by line.
        func diagnostics(kind: String) -> [Diagnostic] {
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

    /// Finds `swiftc` (`$SWIFTC`, /opt/swift/usr/bin, then `$PATH`) and the directory holding `Rx.swiftmodule`.
    static func locate() throws -> SwiftCompiler {
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

        guard let products = buildProducts() else { throw LocateError.moduleNotFound }
        let modules =
            fileManager.fileExists(atPath: products.appendingPathComponent("Modules/Rx.swiftmodule").path)
            ? products.appendingPathComponent("Modules") : products
        let moduleMaps = ((try? fileManager.contentsOfDirectory(atPath: products.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { products.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { fileManager.fileExists(atPath: $0.path) }
        return SwiftCompiler(executable: URL(fileURLWithPath: compiler), modules: modules, moduleMaps: moduleMaps)
    }

    /// The build-products directory of this test run: the one holding the test bundle, or `.build/debug`.
    private static func buildProducts() -> URL? {
        let fileManager = FileManager.default
        var starts = [Bundle(for: SendableDiagnosticsTests.self).bundleURL, Bundle.main.bundleURL]
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent() // Concurrency
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        starts.append(packageRoot.appendingPathComponent(".build/debug"))
        for start in starts {
            var directory = start
            for _ in 0..<3 {
                for module in ["Modules/Rx.swiftmodule", "Rx.swiftmodule"]
                where fileManager.fileExists(atPath: directory.appendingPathComponent(module).path) {
                    return directory
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Compiles `source` through SIL diagnostics (where data-race checking runs) in the Swift 6 language mode.
    func compile(_ source: String) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("rx-sendable-\(UUID().uuidString)")
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
