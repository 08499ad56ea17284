import Foundation
import FuzzSupport
import Rx
import RxHTTP
import RxTesting
import Weather
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Open-Meteo's `reason` is quoted inside a sentence that ends with advice: a reason of thousands of characters is
/// cut (as `HTTPError.serverMessage` cuts any other server's message), so it cannot fill the screen and push the
/// advice out of it.
final class OpenMeteoLongReasonTests: InProcessSessionTestCase {
    override class var host: String { "long-reason.test" }

    private func searchError(status: Int, reason: String) -> Error? {
        let body = try? JSONSerialization.data(withJSONObject: ["error": true, "reason": reason])
        StubURLProtocol.answer(host: Self.host, with: .init(status: status, body: Array(body ?? Data())))
        let geocoder = OpenMeteoGeocodingService(
            endpoint: URL(string: "https://\(Self.host)/v1/search")!, session: session)
        return Outcome(geocoder.search("Berlin", count: 5), timeout: 10).error()
    }

    func testALongReasonIsCutAndTheAdviceStays() throws {
        let error = try XCTUnwrap(searchError(status: 500, reason: String(repeating: "y", count: 3000)))
        let message = WeatherError.message(for: error)
        XCTAssertLessThan(message.count, 400, message)
        XCTAssertTrue(message.contains(String(repeating: "y", count: 200) + "…"), message)
        XCTAssertTrue(message.hasSuffix("The server is having trouble; try again in a moment."), message)
    }

    func testAShortReasonIsQuotedWhole() throws {
        let error = try XCTUnwrap(searchError(status: 400, reason: "Parameter count must be between 1 and 100."))
        XCTAssertEqual(error as? HTTPError, .status(code: 400, message: "Parameter count must be between 1 and 100."))
    }
}
