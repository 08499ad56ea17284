import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests inside the process, with no socket at all: for fuzz tests that push thousands of hostile
/// bodies through a service's real request and decoding path in a few seconds.
///
/// Register an answer for a made-up host with `answer(host:with:)`, point the service at `https://<host>/…` and
/// give it `makeSession()`. Requests to a host without an answer fail with `URLError(.cannotConnectToHost)`.
public final class StubURLProtocol: URLProtocol {
    /// One canned answer.
    public struct Answer: Sendable {
        /// The HTTP status.
        public var status: Int
        /// The response headers.
        public var headers: [String: String]
        /// The body.
        public var body: [UInt8]

        /// An answer with `status`, `headers` and `body`.
        public init(status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: [UInt8])
        {
            self.status = status
            self.headers = headers
            self.body = body
        }
    }

    private static let queue = DispatchQueue(label: "StubURLProtocol.answers")
    nonisolated(unsafe) private static var answers: [String: Answer] = [:] // Guarded by `queue`.

    /// Serves `answer` to every request for `host` until `answer(host:with: nil)` removes it.
    ///
    /// - Parameters:
    ///   - host: The host name (lower case), such as `fuzz-github.test`.
    ///   - answer: What to answer, or `nil` to stop answering.
    public static func answer(host: String, with answer: Answer?) {
        queue.sync { answers[host] = answer }
    }

    /// A session whose requests this protocol answers.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Takes every request with an http(s) URL.
    override public class func canInit(with request: URLRequest) -> Bool {
        ["http", "https"].contains(request.url?.scheme?.lowercased() ?? "")
    }

    /// The request unchanged.
    override public class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// Delivers the registered answer, or fails when there is none.
    override public func startLoading() {
        guard let url = request.url else { return }
        let host = url.host?.lowercased() ?? ""
        let answer = Self.queue.sync { Self.answers[host] }
        guard let answer,
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: answer.headers)
        else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotConnectToHost))
            return
        }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(answer.body))
        client?.urlProtocolDidFinishLoading(self)
    }

    /// Nothing to stop: the answer is delivered at once.
    override public func stopLoading() {}
}
