import Rx
import RxTesting
import XCTest

/// A test case that runs the interactive app headless (`HeadlessApp`) on a fresh test scheduler.
class HeadlessAppTestCase: RxTestCase {
    private(set) var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// Runs `body` with the app, inside `SharingScheduler.mock`, and stops the app afterwards.
    func withApp(columns: Int = 100, _ body: (HeadlessApp) throws -> Void) throws {
        try SharingScheduler.mock(scheduler: scheduler) {
            let app = try HeadlessApp(scheduler: scheduler, columns: columns)
            defer { app.stop() }
            try body(app)
        }
    }
}
