import Foundation
import Rx

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Observables over a session's data tasks, spelled as RxCocoa spells them (`session.rx.data(request:)`); `rx`
/// comes from `Rx`'s `NSObject: ReactiveCompatible`.
extension Reactive where Base: URLSession {
    /// The response and body of one request, whatever its status.
    ///
    /// The data task starts when you subscribe (one task per subscription) and is cancelled when you dispose; a
    /// disposed request delivers nothing. Transport failures arrive as `HTTPError.transport`.
    ///
    ///     subscribe ---------------(response, data)|
    ///     subscribe ------dispose                       (task cancelled, nothing delivered)
    ///     subscribe ----------[deadline]#               (HTTPError.deadlineExceeded, task cancelled)
    ///
    /// Beyond RxCocoa, every request is guarded:
    /// - Redirects are followed only within the request's origin (scheme, host, port), with its `Authorization`;
    ///   a redirect to another origin fails with `HTTPError.crossOriginRedirect` naming it, and nothing is sent there.
    /// - The whole request, redirects and body included, must end within `limits.deadline`, else
    ///   `HTTPError.deadlineExceeded`; the request's own `timeoutInterval` (the idle timeout) applies too.
    /// - A `Content-Length` above `limits.maximumBodySize` fails before the body is read, and a body that grows past
    ///   it while streaming fails at once: `HTTPError.bodyTooLarge`. What is kept stays within the cap; see
    ///   Documentation/HTTP.md for what the platform may queue for an instant before the request is cancelled.
    /// - A compressed answer is not asked for (`Accept-Encoding: identity` unless the request sets its own), and
    ///   one sent anyway is refused unread: `HTTPError.unrequestedEncoding`.
    ///
    /// The task runs on a private session made from `base`'s configuration (so its headers, cookies, caches and
    /// protocol classes apply) whose delegate enforces these rules; `base`'s own delegate is not called.
    /// - Parameters:
    ///   - request: The request.
    ///   - limits: The deadline and body cap (30 s and 5 MB by default).
    /// - Returns: One `(response, data)` then completion, or an `HTTPError`.
    public func response(
        request: URLRequest, limits: HTTPLimits = .default
    ) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let log = URLRequestLog.start(request)
            let target =
                log.map { log in
                    AnyObserver<(response: HTTPURLResponse, data: Data)> { event in
                        switch event {
                        case .next(let value): log.finish(response: value.response, error: nil)
                        case .error(let error): log.finish(response: nil, error: error)
                        case .completed: break
                        }
                        observer.on(event)
                    }
                } ?? observer
            let task = GuardedDataTask(request: request, limits: limits, observer: target)
            task.start(configuredLike: session)
            return Disposables.create {
                task.cancel()
            }
        }
    }

    /// The body of one request whose status is 2xx.
    ///
    /// Any other status fails as in RxCocoa, with `RxCocoaURLError.httpRequestFailed(response:data:)`; its
    /// `httpError` is the typed `HTTPError.status` with the server's message, or `.rateLimited` for 429 and for
    /// 403 with rate-limit headers (see Documentation/HTTP.md).
    ///
    ///     --------data|        (2xx)
    ///     --------#           (RxCocoaURLError.httpRequestFailed; httpError: .status(404, "Not Found"))
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - limits: The deadline and body cap; see `response(request:limits:)`.
    /// - Returns: The body, then completion.
    public func data(request: URLRequest, limits: HTTPLimits = .default) -> Observable<Data> {
        response(request: request, limits: limits).map { response, data in
            guard (200..<300).contains(response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of one 2xx response, parsed with `JSONSerialization`.
    ///
    /// A body that is not JSON fails with `RxCocoaURLError.deserializationError` (its `httpError` is `.decoding`).
    /// - Parameters:
    ///   - request: The request.
    ///   - options: Reading options for `JSONSerialization`.
    ///   - limits: The deadline and body cap; see `response(request:limits:)`.
    /// - Returns: The parsed object, then completion.
    public func json(
        request: URLRequest, options: JSONSerialization.ReadingOptions = [], limits: HTTPLimits = .default
    ) -> Observable<Any> {
        data(request: request, limits: limits).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body of a GET of `url`, parsed with `JSONSerialization`.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The parsed object, then completion.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }

    /// The body of one 2xx response decoded as `type`.
    ///
    /// Fails with `HTTPError` only (statuses as `.status`/`.rateLimited`, decoding failures as `.decoding` naming the
    /// coding path that failed). Not in RxCocoa.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - request: The request.
    ///   - decoder: The decoder to use.
    ///   - limits: The deadline and body cap; see `response(request:limits:)`.
    /// - Returns: The decoded value, then completion.
    public func decodable<Value: Decodable>(
        _ type: Value.Type, request: URLRequest, decoder: JSONDecoder = JSONDecoder(), limits: HTTPLimits = .default
    ) -> Observable<Value> {
        typedData(request: request, limits: limits).map { data in
            do {
                return try decoder.decode(Value.self, from: data)
            } catch {
                throw HTTPError.decoding(error, body: data)
            }
        }
    }
}
