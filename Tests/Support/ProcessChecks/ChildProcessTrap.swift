import Foundation
import XCTest

/// Checks that some code stops the program with a message, by running it in a child process: this test binary,
/// running only `test` (as "Module.Class/testName"), with `variable` set so the test body runs the misuse instead.
///
/// Linux only (where the test binary runs single tests by name), and not under the thread sanitizer (which reports a
/// child's trap as its own, not as the signal).
public func assertChildStops(
    running test: String, variable: String, withMessage message: String,
    file: StaticString = #filePath, line: UInt = #line
) throws {
    #if RX_THREAD_SANITIZER
    throw XCTSkip("under the thread sanitizer a child's trap is reported as the sanitizer's, not as the signal")
    #elseif os(Linux)
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [test]
    child.environment = ProcessInfo.processInfo.environment.merging([variable: "1"]) { $1 }
    let errors = Pipe()
    child.standardError = errors
    child.standardOutput = FileHandle.nullDevice
    try child.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    XCTAssertEqual(
        child.terminationReason, .uncaughtSignal, "the child must stop, not finish: \(text)", file: file, line: line)
    XCTAssertTrue(text.contains(message), text, file: file, line: line)
    #else
    throw XCTSkip("the child-process check runs on Linux, where the test binary runs single tests by name")
    #endif
}
