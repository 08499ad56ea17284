import Dispatch
import Foundation
import Rx
import RxTesting
import XCTest

/// A main-actor callback that Rx would run off the main thread stops the program instead of racing.
///
/// The misuse runs in a child process (this test binary, running only this test with `RX_MAIN_ACTOR_MISUSE` set):
/// the parent checks that the child stopped with the explanatory message.
final class MainActorMisuseTests: RxTestCase {
    private static let childVariable = "RX_MAIN_ACTOR_MISUSE"

    func testDriveOnMainActorFromABackgroundSchedulerStopsTheProgram() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            misuseDriveOnMainActor()
            return
        }
        #if RX_TSAN_ATOMICS
        throw XCTSkip("under the thread sanitizer a child's trap is reported as the sanitizer's, not as the signal")
        #elseif os(Linux)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["RxTests.MainActorMisuseTests/testDriveOnMainActorFromABackgroundSchedulerStopsTheProgram"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        try child.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        XCTAssertEqual(child.terminationReason, .uncaughtSignal, "the child must stop, not finish: \(text)")
        XCTAssertTrue(text.contains("`driveOnMainActor` got an event off the main thread"), text)
        #else
        throw XCTSkip("the child-process check runs on Linux, where the test binary runs single tests by name")
        #endif
    }

    /// A `Driver` whose sharing scheduler is a background queue: its events reach `driveOnMainActor` off the main
    /// thread. Never returns when the check works.
    private func misuseDriveOnMainActor() {
        let background = SerialDispatchQueueScheduler(qos: .default)
        let delivered = DispatchSemaphore(value: 0)
        SharingScheduler.mock(scheduler: background) {
            let driver = Observable.just(1).asDriver(onErrorJustReturn: 0)
            _ = driver.driveOnMainActor(onNext: { _ in delivered.signal() })
        }
        _ = delivered.wait(timeout: .now() + 10)
        XCTFail("the main-actor callback ran off the main thread without stopping the program")
    }
}
