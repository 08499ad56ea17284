import Foundation
import HTTPStubServer
import RxBlocking
import RxCocoa
import RxSwift
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.rx` reached through `import RxCocoa`, as RxCocoa users call it, against the local stub server.
final class URLSessionTests: RxTestCase {
    nonisolated(unsafe) private static var server: StubServer?

    override class func setUp() {
        super.setUp()
        server = try? StubServer()
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func url(_ scenario: String) throws -> URL {
        if Self.server == nil, ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("the stub server did not start; CI needs python3")
        }
        let server = try XCTUnwrap(Self.server, "python3 is needed for the stub server")
        return try XCTUnwrap(
            URL(string: server.baseURL(scenario: scenario).absoluteString + "/search/repositories?q=rx"))
    }

    func testDataDeliversTheBody() throws {
        let body = try URLSession.shared.rx.data(request: URLRequest(url: url("ok"))).toBlocking(timeout: 20).single()

        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains("ReactiveX/RxSwift"))
    }

    func testJSONDeliversTheParsedObject() throws {
        let json = try URLSession.shared.rx.json(url: url("ok")).toBlocking(timeout: 20).single()

        XCTAssertNotNil((json as? [String: Any])?["items"])
    }

    func testDataFailsOnAnErrorStatus() throws {
        let request = try URLRequest(url: url("error500"))

        XCTAssertThrowsError(try URLSession.shared.rx.data(request: request).toBlocking(timeout: 20).toArray())
    }
}
