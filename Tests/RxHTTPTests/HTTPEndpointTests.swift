import Foundation
import RxHTTP
import XCTest

/// What `URL.httpEndpoint(_:)` accepts as an API's base URL, and how it says what is wrong with the rest.
final class HTTPEndpointTests: XCTestCase {
    private func problem(_ text: String) -> String? {
        guard case .failure(let problem) = URL.httpEndpoint(text) else { return nil }
        return problem.description
    }

    func testAnHTTPURLWithAHostIsAnEndpointWithItsSchemeInLowerCase() throws {
        XCTAssertEqual(try URL.httpEndpoint("https://api.github.com").get().absoluteString, "https://api.github.com")
        XCTAssertEqual(
            try URL.httpEndpoint("HTTP://127.0.0.1:8080/ok").get().absoluteString, "http://127.0.0.1:8080/ok",
            "swift-corelibs-foundation refuses an upper-case scheme once the request is made")
        XCTAssertEqual(try URL.httpEndpoint("http://[::1]:1/v1").get().port, 1)
    }

    func testEveryOtherTextSaysWhatIsWrong() {
        XCTAssertEqual(problem("api.github.com"), "has no scheme (it must start with http:// or https://)")
        XCTAssertEqual(problem("ftp://example.com"), "has the scheme \"ftp\", not http or https")
        XCTAssertEqual(problem("http://"), "has no host after http://")
        XCTAssertEqual(problem("HTTPS:///path"), "has no host after https://")
        XCTAssertEqual(problem("http://127.0.0.1:99999/v1"), "has the port 99999, which is not from 1 to 65535")
        XCTAssertEqual(problem("http://127.0.0.1:0/v1"), "has the port 0, which is not from 1 to 65535")
        XCTAssertEqual(problem("not a url"), "has no scheme (it must start with http:// or https://)")
    }
}
