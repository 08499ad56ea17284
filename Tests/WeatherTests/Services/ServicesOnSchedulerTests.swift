import Rx
import RxTesting
import Weather
import XCTest

/// `WeatherServices.delivering(on:)`: every answer arrives on the loop's scheduler, never on the thread that
/// answered (answers from the network's thread racing the loop's events deadlocked a live replay).
final class ServicesOnSchedulerTests: XCTestCase {
    func testEveryAnswerArrivesOnTheGivenScheduler() {
        let loop = TestScheduler(initialClock: 0)
        let answering = TestScheduler(initialClock: 0)
        let geocoder = StubGeocoder(answering)
        geocoder.answer("Berlin", [.next(0, [.berlin]), .completed(0)])
        let weather = StubWeatherService(answering)
        weather.answer("Berlin", [.next(0, 20), .completed(0)])
        weather.answer("at Berlin", [.next(0, 21), .completed(0)])
        let services = WeatherServices(geocoder: geocoder, weather: weather, isOffline: false, name: "stub")
            .delivering(on: loop)

        var answers: [String] = []
        let subscriptions = [
            services.geocoder.search("Berlin").subscribe(onSuccess: { answers.append("found \($0.count)") }),
            services.weather.currentWeather(city: "Berlin", units: .metric).subscribe(onSuccess: { _ in
                answers.append("city")
            }),
            services.weather.currentWeather(at: .berlin, units: .metric).subscribe(onSuccess: { _ in
                answers.append("place")
            }),
        ]
        answering.start()
        XCTAssertEqual(answers, [], "answered, but not yet on the loop's scheduler")
        loop.start()
        XCTAssertEqual(answers, ["found 1", "city", "place"])
        subscriptions.forEach { $0.dispose() }
    }
}
