import Foundation
import Rx
import RxTesting
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

final class InfallibleDebugTests: RxTestCase {
    /// Runs `body` with standard output redirected to a temporary file and returns what was printed.
    private func capturingStandardOutput(_ body: () -> Void) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rx-idebug-\(UUID().uuidString).txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        dup2(file.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try file.close()
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testDebugPassesEventsThroughAndPrintsThemWithTheIdentifier() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var res: TestableObserver<Int>!
        let lines = try capturingStandardOutput {
            res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debug("ints") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        let tails = lines.map { $0.split(separator: ":", maxSplits: 3).last.map(String.init) ?? $0 }
        XCTAssertEqual(
            tails,
            [
                " ints -> subscribed", " ints -> Event next(1)", " ints -> Event next(2)",
                " ints -> Event completed", " ints -> isDisposed",
            ])
    }

    func testDebugWithoutIdentifierNamesTheCallSite() throws {
        let lines = try capturingStandardOutput {
            _ = Infallible.just(7).debug().subscribe()
        }
        XCTAssertEqual(lines.count, 4, "\(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.contains("InfallibleDebugTests.swift:") }, "\(lines)")
    }
}
