import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with standard output redirected to a temporary file and returns what was printed, line by line.
func capturingStandardOutput(_ body: () -> Void) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("rx-debug-\(UUID().uuidString).txt")
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
