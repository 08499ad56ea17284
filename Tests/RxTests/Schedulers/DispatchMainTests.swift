import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// A program that runs its main queue with `dispatchMain()`, as the terminal apps do: on Linux the main thread exits
/// and the main queue's work runs on another thread. `drive` and the other main-thread checks must accept it.
final class DispatchMainTests: RxTestCase {
    private static let variable = "RX_TEST_DISPATCH_MAIN"

    func testDriveFromTheMainQueueUnderDispatchMainRuns() throws {
        if ProcessInfo.processInfo.environment[Self.variable] != nil {
            // The child: what an app's `main.swift` does. It ends the process itself.
            DispatchQueue.main.async {
                _ = Driver.just("driven").drive(onNext: { value in
                    FileHandle.standardError.write(Data("\(value) on the main queue\n".utf8))
                    exit(0)
                })
            }
            dispatchMain()
        }
        #if RX_THREAD_SANITIZER
        throw XCTSkip("the child process is not run under the thread sanitizer")
        #elseif os(Linux)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["RxTests.DispatchMainTests/testDriveFromTheMainQueueUnderDispatchMainRuns"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.variable: "1"]) { $1 }
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .exit, output)
        XCTAssertEqual(child.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("driven on the main queue"), output)
        #else
        throw XCTSkip("the child-process check runs on Linux, where the test binary runs single tests by name")
        #endif
    }
}
