import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors `URLSession.rx.data(request:)` and `json(request:options:)` fail with, spelled as RxCocoa spells them,
/// so RxCocoa code that matches them keeps working:
///
///     } catch RxCocoaURLError.httpRequestFailed(let response, let data) { … }
///
/// Each one also carries this package's typed, actionable error: `httpError` (a 404 is `.status(code: 404, …)`, a
/// 429 `.rateLimited(…)`, a body that is not JSON `.decoding(…)`), and `HTTPError(_:)` turns any error that comes
/// out of `URLSession.rx` into an `HTTPError`. Retry policies see through it: it is `TransientFailure` exactly when
/// its `httpError` is.
public enum RxCocoaURLError: Error, CustomDebugStringConvertible, CustomStringConvertible {
    /// Something went wrong that has no better description (not produced by this package; kept for RxCocoa code
    /// that switches over every case).
    case unknown
    /// The answer was not an HTTP response (a `file:` URL, for example).
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status outside 200..<300; `data` is the body it sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body of a 2xx answer could not be parsed; `error` is the parser's error.
    case deserializationError(error: Error)

    /// The same failure as this package's typed `HTTPError`, with the server's message, rate-limit times or the
    /// failing coding path.
    public var httpError: HTTPError {
        switch self {
        case .unknown:
            return .transport(.other(code: 0, message: "unknown error"))
        case .nonHTTPResponse:
            return .nonHTTPResponse
        case .httpRequestFailed(let response, let data):
            return HTTPError.from(response: response, data: data ?? Data())
                ?? .status(code: response.statusCode, message: nil)
        case .deserializationError(let error):
            if let error = error as? HTTPError { return error }
            return .decoding(path: "", reason: "the body is not valid JSON")
        }
    }

    /// One sentence a person can act on: the `httpError`'s.
    public var description: String {
        httpError.description
    }

    /// RxCocoa's short technical description of the failure.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "The response is not an HTTPURLResponse: \(response)."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}

extension RxCocoaURLError: TransientFailure {
    /// Whether the `httpError` is worth retrying (5xx and 408: yes; other 4xx, rate limits and bad bodies: no).
    public var isTransient: Bool {
        httpError.isTransient
    }
}

extension HTTPError {
    /// The `HTTPError` any error from `URLSession.rx` stands for, or `nil` for an error from elsewhere.
    ///
    /// Use it where the RxCocoa-spelled entry points (`data(request:)`, `json(request:options:)`) fail with
    /// `RxCocoaURLError` but the code wants the typed error:
    ///
    ///     .catch { error in .just(.failed(HTTPError(error)?.description ?? "\(error)")) }
    ///
    /// - Parameter error: An `HTTPError` (returned as is), an `RxCocoaURLError` (its `httpError`) or a `URLError`
    ///   (`.transport`).
    public init?(_ error: any Error) {
        switch error {
        case let error as HTTPError:
            self = error
        case let error as RxCocoaURLError:
            self = error.httpError
        case let error as URLError:
            self = .transport(TransportFailure(error))
        default:
            return nil
        }
    }
}
