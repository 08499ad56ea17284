import Rx
import RxTesting
import Weather
import XCTest

final class OfflineServicesTests: RxTestCase {
    func testGeocodingAnswersFromTheGazetteerAfterItsLatency() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let service = OfflineGeocodingService(latency: .milliseconds(150), scheduler: scheduler)
        let result = scheduler.start { service.search("berl").asObservable() }
        XCTAssertEqual(result.events, [.next(350, Gazetteer.bundled.search("berl")), .completed(350)])
        XCTAssertEqual(result.events.first?.value.element?.first?.name, "Berlin")
    }

    func testGeocodingDisposedBeforeItsLatencyDeliversNothing() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let service = OfflineGeocodingService(latency: .milliseconds(150), scheduler: scheduler)
        let result = scheduler.start(disposed: 300) { service.search("berl").asObservable() }
        XCTAssertEqual(result.events, [])
    }

    func testDemoWeatherIsRepeatableLabelledAndPlausible() {
        for place in Gazetteer.bundled.locations {
            let metric = DemoWeatherService.weather(at: place, units: .metric)
            XCTAssertEqual(metric, DemoWeatherService.weather(at: place, units: .metric))
            XCTAssertTrue(metric.isDemoData)
            XCTAssertEqual(metric.source, "offline demo")
            XCTAssertTrue((-25...33).contains(metric.temperature.value), "\(place.name): \(metric.temperature)")
            XCTAssertNotNil(metric.conditionDescription)
            let imperial = DemoWeatherService.weather(at: place, units: .imperial)
            XCTAssertEqual(imperial.temperature.units, .imperial)
            XCTAssertEqual(imperial.temperature.value, metric.temperature.value * 9 / 5 + 32, accuracy: 0.2)
        }
    }

    func testDemoWeatherByCityUsesTheBestMatchOrFails() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let service = DemoWeatherService(latency: .milliseconds(200), scheduler: scheduler)
        let found = scheduler.start { service.currentWeather(city: "berlin", units: .metric).asObservable() }
        XCTAssertEqual(found.events.first?.time, 400)
        XCTAssertEqual(found.events.first?.value.element?.placeName, "Berlin")
        XCTAssertEqual(found.events.first?.value.element?.isDemoData, true)

        let missing = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let offline = DemoWeatherService(latency: .milliseconds(200), scheduler: missing)
        let failed = missing.start { offline.currentWeather(city: "Xyzzyville", units: .metric).asObservable() }
        XCTAssertEqual(failed.events, [.error(400, WeatherError.cityNotFound("Xyzzyville"))])
    }

    func testTemperatureText() {
        XCTAssertEqual(Temperature(21.4, units: .metric).description, "21.4°C")
        XCTAssertEqual(Temperature(70.5, units: .imperial).description, "70.5°F")
        XCTAssertEqual(Temperature(-0.04, units: .metric).description, "0.0°C")
        XCTAssertEqual(Temperature(-12.06, units: .metric).description, "-12.1°C")
        XCTAssertEqual(Temperature(7, units: .metric).description, "7.0°C")
    }

    func testLocationText() {
        XCTAssertEqual(Location.berlin.displayName, "Berlin, Germany")
        XCTAssertEqual(
            Location(name: "Lima", latitude: -12.05, longitude: -77.05).coordinatesDescription,
            "12.05°S 77.05°W")
        XCTAssertEqual(Location.berlin.coordinatesDescription, "52.52°N 13.41°E")
    }
}

final class ReportTests: XCTestCase {
    func testSummaryNamesTheSourceAndLabelsDemoData() {
        let live = CurrentWeather(
            placeName: "Berlin", temperature: Temperature(21.4, units: .metric), conditionCode: 3,
            conditionDescription: "overcast", source: "Open-Meteo")
        XCTAssertEqual(live.summary, "Berlin: 21.4°C, overcast (Open-Meteo)")
        let demo = DemoWeatherService.weather(at: .berlin, units: .imperial)
        XCTAssertTrue(demo.summary.hasSuffix("(offline demo; demo data, not a forecast)"), demo.summary)
        XCTAssertTrue(demo.summary.hasPrefix("Berlin: "), demo.summary)
    }

    func testJSONHasTheNumbersAndTheDemoFlag() throws {
        let demo = DemoWeatherService.weather(at: .berlin, units: .metric)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: demo.jsonData()) as? [String: Any])
        XCTAssertEqual(object["place"] as? String, "Berlin")
        XCTAssertEqual(object["temperature"] as? Double, demo.temperature.value)
        XCTAssertEqual(object["degrees"] as? String, demo.temperature.description)
        XCTAssertEqual(object["units"] as? String, "metric")
        XCTAssertEqual(object["demoData"] as? Bool, true)
        XCTAssertEqual(object["timezone"] as? String, "Europe/Berlin")
        XCTAssertEqual(object["latitude"] as? Double, 52.52)
    }
}
