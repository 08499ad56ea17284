import Foundation

/// The `WeatherStubServer` one test class shares: started by the first test's `setUpWithError()` (`start()`),
/// stopped by the class `tearDown()` (`stop()`).
final class WeatherStubSlot: @unchecked Sendable { // Sendable: XCTest runs a class's tests and tear-down one by one.
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
