import Foundation
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

final class OpenMeteoGeocodingServiceTests: WeatherStubTestCase {
    private func service(_ scenario: String, timeout: TimeInterval = 20) -> OpenMeteoGeocodingService {
        OpenMeteoGeocodingService(endpoint: server.url(scenario, "/v1/search"), timeout: timeout)
    }

    func testFindsPlacesWithWhatIsKnownAboutThem() throws {
        let places = try XCTUnwrap(Outcome(service("ok").search("berl")).value())
        XCTAssertEqual(places.map(\.name), ["Berlin", "Berlin", "Berlingen"])
        XCTAssertEqual(
            places[0],
            Location(
                name: "Berlin", country: "Germany", countryCode: "DE", adminArea: "Land Berlin",
                latitude: 52.52437, longitude: 13.41053, timezone: "Europe/Berlin"))
        XCTAssertEqual(places[0].displayName, "Berlin, Land Berlin, Germany")
        XCTAssertNil(places[2].country)
        XCTAssertEqual(places[2].displayName, "Berlingen, CH")
    }

    func testSendsNameCountLanguageAndFormatPercentEncoded() throws {
        _ = Outcome(service("ok").search("  São Paulo ", count: 3)).value()
        let path = try XCTUnwrap(server.requests().last { $0.contains("S%C3%A3o") })
        XCTAssertTrue(path.hasPrefix("/ok/v1/search?"), path)
        XCTAssertTrue(path.contains("name=S%C3%A3o%20Paulo&count=3&language=en&format=json"), path)
    }

    func testCountIsClampedToOpenMeteosRange() throws {
        _ = Outcome(service("ok").search("clamp", count: 500)).value()
        XCTAssertTrue(server.requests().contains { $0.contains("name=clamp&count=100&") })
    }

    func testNoResultsIsAnEmptyList() {
        XCTAssertEqual(Outcome(service("ok").search("Nowhere")).value(), [])
    }

    func testEmptyQueryAnswersWithoutARequest() {
        let before = server.requests().count
        XCTAssertEqual(Outcome(service("ok").search("   ")).value(), [])
        XCTAssertEqual(server.requests().count, before)
    }

    func testMalformedJSONIsADecodingError() {
        XCTAssertEqual(
            Outcome(service("malformed").search("berl")).error() as? HTTPError,
            .decoding(path: "", reason: "the body is not valid JSON"))
    }

    func testMissingFieldNamesItsPath() {
        let error = Outcome(service("badfield").search("berl")).error() as? HTTPError
        XCTAssertEqual(error, .decoding(path: "results[0].latitude", reason: "the field is missing"))
    }

    func testClientErrorCarriesOpenMeteosReason() {
        let error = Outcome(service("error400").search("berl")).error() as? HTTPError
        XCTAssertEqual(error, .status(code: 400, message: "Latitude must be in range of -90 to 90°. Given: 100.0."))
        XCTAssertEqual(error?.isTransient, false)
    }

    func testServerErrorIsTransient() {
        let error = Outcome(service("error500").search("berl")).error() as? HTTPError
        XCTAssertEqual(error, .status(code: 500, message: "upstream exploded"))
        XCTAssertEqual(error?.isTransient, true)
    }

    func testSlowServerTimesOut() {
        let error = Outcome(service("slow", timeout: 1).search("timeout-probe")).error() as? HTTPError
        XCTAssertEqual(error, .transport(.timedOut))
    }

    func testDisposingCancelsTheRequestAndDeliversNothing() {
        let delivered = expectation(description: "nothing delivered")
        delivered.isInverted = true
        let subscription = service("slow").search("cancel-probe").subscribe { _ in delivered.fulfill() }
        XCTAssertTrue(server.waitForRequest(pathContaining: "cancel-probe"))
        subscription.dispose()
        XCTAssertTrue(server.waitForCancellation(pathContaining: "cancel-probe"))
        wait(for: [delivered], timeout: 0.3)
    }
}
