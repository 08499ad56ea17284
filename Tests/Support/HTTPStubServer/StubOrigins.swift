import Foundation
import XCTest

/// Two stub GitHub servers on 127.0.0.1, for tests of what a server may not do across origins: `server` answers (its
/// `moved301`/`moved307` scenarios redirect any path), `elsewhere`, on another port, is the other origin the
/// redirects point to and records whatever reaches it.
///
/// Start one per test class (`try? StubOrigins()` in the class `setUp()`), call `ready(_:settings:)` in each test's
/// `setUpWithError()`, and `stop()` it in the class `tearDown()`.
public final class StubOrigins: Sendable {
    /// The server that plays the endpoint under test.
    public let server: StubServer
    /// The other origin, which should never be reached.
    public let elsewhere: StubServer

    /// Starts both servers; when the second does not start, the first is stopped again.
    public init() throws {
        let server = try StubServer()
        do {
            elsewhere = try StubServer()
        } catch {
            server.stop()
            throw error
        }
        self.server = server
    }

    /// Stops both servers and waits for them to exit.
    public func stop() {
        server.stop()
        elsewhere.stop()
    }

    /// Readies `origins` for the next test: points `server`'s redirects at `elsewhere` (with `settings` added) and
    /// clears what `elsewhere` recorded, failing the test where either does not confirm. Without `origins` (they did
    /// not start) the test is skipped, and under CI (`CI` set) also failed: there python3 must be installed.
    public static func ready(
        _ origins: StubOrigins?, settings: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        if origins == nil, ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("the stub servers did not start; CI needs python3", file: file, line: line)
        }
        try XCTSkipIf(origins == nil, "python3 is needed for the stub servers")
        guard let origins else { return }
        let configuration = settings.merging(["redirect_to": origins.elsewhere.origin]) { $1 }
        XCTAssertTrue(origins.server.configure(configuration), file: file, line: line)
        XCTAssertNotNil(origins.elsewhere.getJSON("/__reset"), file: file, line: line)
    }
}
