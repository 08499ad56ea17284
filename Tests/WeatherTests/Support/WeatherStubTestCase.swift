import Foundation
import RxTesting
import XCTest

/// A test class that talks to `stub_weather.py`: one `WeatherStubServer` per class, started by its first test's
/// `setUpWithError()` and stopped by the class `tearDown()`. Without python3 a test is skipped, and fails under CI.
///
/// Subclass it instead of `RxTestCase` (whose leak check comes with it) and use `server` in the tests; call
/// `super.setUpWithError()` when overriding it.
class WeatherStubTestCase: RxTestCase {
    private static let slot = Slot()

    /// The class's server; only in a test (after `setUpWithError()` started it).
    var server: WeatherStubServer { Self.slot.server }

    override class func tearDown() {
        slot.stop()
        super.tearDown()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try Self.slot.start()
    }

    /// The server of the class whose tests run.
    private final class Slot: @unchecked Sendable { // Sendable: XCTest runs the tests and tear-downs one by one.
        private var running: WeatherStubServer?

        /// The running server; only after `start()` succeeded.
        var server: WeatherStubServer { running! }

        /// Starts the server unless it runs already; skips the test (under CI fails it) when python3 is missing.
        func start() throws {
            if running == nil { running = try WeatherStubServer.startOrSkip() }
        }

        /// Stops the server, if it runs, and forgets it.
        func stop() {
            running?.stop()
            running = nil
        }
    }
}
