import Rx
import RxTesting
import XCTest

/// A test case with a fresh test scheduler (1 tick = 1 ms) and stub services on it, which the tests tell what to
/// answer; with `RxTestCase`'s leak check.
class StubServicesTestCase: RxTestCase {
    private(set) var scheduler: TestScheduler!
    private(set) var geocoder: StubGeocoder!
    private(set) var weather: StubWeatherService!

    /// The scheduler's clock when a test starts, in milliseconds since 1970 (0 unless a subclass says otherwise).
    class var initialClock: TestTime { 0 }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: Self.initialClock, resolution: 0.001, simulateProcessingDelay: false)
        geocoder = StubGeocoder(scheduler)
        weather = StubWeatherService(scheduler)
    }

    override func tearDown() {
        scheduler = nil
        geocoder = nil
        weather = nil
        super.tearDown()
    }
}
