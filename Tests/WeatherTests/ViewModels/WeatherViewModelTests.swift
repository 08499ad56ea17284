import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

final class WeatherViewModelTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var service: StubWeatherService!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        service = StubWeatherService(scheduler)
    }

    override func tearDown() {
        scheduler = nil
        service = nil
        super.tearDown()
    }

    private struct Recorders {
        let cityName: TestableObserver<String>
        let degrees: TestableObserver<String>
        let notice: TestableObserver<String>
        let loading: TestableObserver<Bool>
        let error: TestableObserver<String>
    }

    private func run(
        _ typed: [Recorded<Event<String>>], picked: [Recorded<Event<Location>>] = [], units: Units = .metric,
        service weatherService: WeatherService? = nil
    ) -> Recorders {
        let recorders = Recorders(
            cityName: scheduler.createObserver(String.self), degrees: scheduler.createObserver(String.self),
            notice: scheduler.createObserver(String.self), loading: scheduler.createObserver(Bool.self),
            error: scheduler.createObserver(String.self))
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable(typed)
            let locations = scheduler.createHotObservable(picked)
            let viewModel = WeatherViewModel(
                weatherService: weatherService ?? service, units: units, scheduler: scheduler)
            let output = viewModel.transform(
                input: WeatherViewModel.Input(
                    searchText: text.asDriver(onErrorJustReturn: ""),
                    location: locations.asDriver(onErrorDriveWith: .empty())))
            let bag = CompositeDisposable()
            scheduler.scheduleAt(0) {
                _ = bag.insert(output.cityName.drive(recorders.cityName))
                _ = bag.insert(output.degrees.drive(recorders.degrees))
                _ = bag.insert(output.notice.drive(recorders.notice))
                _ = bag.insert(output.loading.drive(recorders.loading))
                _ = bag.insert(output.error.emit(to: recorders.error))
            }
            scheduler.scheduleAt(3_000) { bag.dispose() }
            scheduler.start()
        }
        return recorders
    }

    func testTypedCityShowsNameAndDegreesAfterTheDebounce() {
        service.answer("Berlin", [.next(50, 21.4), .completed(50)])
        let result = run([.next(100, "Ber"), .next(200, "Berlin")])
        XCTAssertEqual(service.requests, ["Berlin"])
        XCTAssertEqual(service.answers["Berlin"]?.subscriptions, [Subscription(500, 550)])
        XCTAssertEqual(result.cityName.events, [.next(550, "Berlin")])
        XCTAssertEqual(result.degrees.events, [.next(550, "21.4°C")])
        XCTAssertEqual(result.notice.events, [.next(550, "")])
        XCTAssertEqual(result.loading.events, [.next(0, false), .next(500, true), .next(550, false)])
        XCTAssertEqual(result.error.events, [])
    }

    func testAllOutputsShareOneRequest() {
        service.answer("Berlin", [.next(50, 21.4), .completed(50)])
        _ = run([.next(100, "Berlin")])
        XCTAssertEqual(service.requests.count, 1)
    }

    func testImperialDegreesAreFahrenheit() {
        service.answer("Berlin", [.next(50, 70.5), .completed(50)])
        let result = run([.next(100, "Berlin")], units: .imperial)
        XCTAssertEqual(result.degrees.events, [.next(450, "70.5°F")])
    }

    func testPickedLocationIsLookedUpAtOnce() {
        service.answer("at Bern", [.next(30, -3.04), .completed(30)])
        let result = run([], picked: [.next(100, .bern)])
        XCTAssertEqual(service.answers["at Bern"]?.subscriptions, [Subscription(100, 130)])
        XCTAssertEqual(result.cityName.events, [.next(130, "Bern")])
        XCTAssertEqual(result.degrees.events, [.next(130, "-3.0°C")])
    }

    func testLatestRequestWinsAndLoadingStaysOnAcrossTheSwitch() {
        service.answer("Berlin", [.next(400, 21.4), .completed(400)])
        service.answer("at Bern", [.next(30, 12.0), .completed(30)])
        let result = run([.next(100, "Berlin")], picked: [.next(600, .bern)])
        XCTAssertEqual(service.answers["Berlin"]?.subscriptions, [Subscription(400, 600)])
        XCTAssertEqual(result.cityName.events, [.next(630, "Bern")])
        XCTAssertEqual(result.degrees.events, [.next(630, "12.0°C")])
        XCTAssertEqual(result.loading.events, [.next(0, false), .next(400, true), .next(630, false)])
    }

    func testClearingTheTextClearsThePanel() {
        service.answer("Berlin", [.next(50, 21.4), .completed(50)])
        let result = run([.next(100, "Berlin"), .next(1_000, " ")])
        XCTAssertEqual(result.cityName.events, [.next(450, "Berlin"), .next(1_300, "")])
        XCTAssertEqual(result.degrees.events, [.next(450, "21.4°C"), .next(1_300, "")])
        XCTAssertEqual(service.requests, ["Berlin"])
    }

    func testAFailureIsReportedOnceAndClearsThePanel() {
        service.answer("Berlin", [.next(50, 21.4), .completed(50)])
        service.answer("Atlantis", [.error(20, WeatherError.cityNotFound("Atlantis"))])
        let result = run([.next(100, "Berlin"), .next(1_000, "Atlantis")])
        XCTAssertEqual(
            result.error.events,
            [
                .next(1_320, "No place called \"Atlantis\" was found; check the spelling or try a nearby city.")
            ])
        XCTAssertEqual(result.cityName.events, [.next(450, "Berlin"), .next(1_320, "")])
        XCTAssertEqual(
            result.loading.events,
            [
                .next(0, false), .next(400, true), .next(450, false), .next(1_300, true), .next(1_320, false),
            ])
    }

    func testAfterAFailureTheNextCityStillWorks() {
        service.answer("Atlantis", [.error(20, HTTPError.transport(.offline))])
        service.answer("Berlin", [.next(50, 21.4), .completed(50)])
        let result = run([.next(100, "Atlantis"), .next(1_000, "Berlin")])
        XCTAssertEqual(
            result.error.events, [.next(420, "You are offline; check the network connection and try again.")])
        XCTAssertEqual(result.degrees.events, [.next(420, ""), .next(1_350, "21.4°C")])
    }

    /// The sentence may stay on screen (a toast, a label): its wait is a time of day, counted from when the failure
    /// came on the scheduler, not "in 30 s".
    func testARateLimitSaysWhenToTryAgainAsATimeOfDay() {
        service.answer("Berlin", [.error(20, HTTPError.slowDown)])
        let result = run([.next(100, "Berlin")])
        XCTAssertEqual(result.error.events, [.next(420, slowDownAdvice(failedAt: Date(timeIntervalSince1970: 0.420)))])
    }

    func testDemoDataIsLabelled() {
        let demo = DemoWeatherService(latency: .milliseconds(200), scheduler: scheduler)
        let result = run([.next(100, "Berlin")], service: demo)
        let expected = DemoWeatherService.weather(at: Gazetteer.bundled.search("Berlin", limit: 1)[0], units: .metric)
        XCTAssertEqual(result.cityName.events, [.next(600, "Berlin")])
        XCTAssertEqual(result.degrees.events, [.next(600, expected.temperature.description)])
        XCTAssertEqual(result.notice.events, [.next(600, "demo data, not a forecast")])
    }
}
