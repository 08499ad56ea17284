import Dispatch
import Foundation
import ProcessChecks
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
        try assertChildStops(
            running: "RxTests.MainActorMisuseTests/testDriveOnMainActorFromABackgroundSchedulerStopsTheProgram",
            variable: Self.childVariable, withMessage: "`driveOnMainActor` got an event off the main thread")
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
