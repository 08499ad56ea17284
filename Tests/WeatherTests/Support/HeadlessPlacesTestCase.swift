import Rx
import Weather
import XCTest

/// A test case that runs the full-screen app headless (`HeadlessPlaces`) on the stub services.
class HeadlessPlacesTestCase: StubServicesTestCase {
    /// Runs `body` with the app on `places`, inside `SharingScheduler.mock`, and stops the app afterwards.
    func withApp(places: [Location] = [], columns: Int = 100, _ body: (HeadlessPlaces) -> Void) {
        SharingScheduler.mock(scheduler: scheduler) {
            let app = HeadlessPlaces(
                scheduler: scheduler, places: places, geocoder: geocoder, weather: weather, columns: columns)
            defer { app.stop() }
            body(app)
        }
    }
}
