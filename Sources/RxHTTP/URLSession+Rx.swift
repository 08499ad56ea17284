import Foundation
import Rx
import Synchronization

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
    ///
    /// - Parameter request: The request.
    /// - Returns: One `(response, data)` then completion, or an `HTTPError`.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let delivery = ResponseDelivery(observer)
            let log = URLRequestLog.start(request)
            let task = session.dataTask(with: request) { data, response, error in
                log?.finish(response: response, error: error)
                delivery.complete(data: data, response: response, error: error)
            }
            task.resume()
            return Disposables.create {
                delivery.cancel()
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
    /// - Parameter request: The request.
    /// - Returns: The body, then completion.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
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
    /// - Returns: The parsed object, then completion.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
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
    /// - Returns: The decoded value, then completion.
    public func decodable<Value: Decodable>(
        _ type: Value.Type, request: URLRequest, decoder: JSONDecoder = JSONDecoder()
    ) -> Observable<Value> {
        typedData(request: request).map { data in
            do {
                return try decoder.decode(Value.self, from: data)
            } catch {
                throw HTTPError.decoding(error)
            }
        }
    }
}

/// Hands a data task's completion to the subscriber at most once, and not at all after dispose.
private final class ResponseDelivery: Sendable {
    private let observer: Mutex<AnyObserver<(response: HTTPURLResponse, data: Data)>?>

    init(_ observer: AnyObserver<(response: HTTPURLResponse, data: Data)>) {
        self.observer = Mutex(observer)
    }

    func cancel() {
        _ = observer.withLock { observer in
            let taken = observer
            observer = nil
            return taken
        }
    }

    func complete(data: Data?, response: URLResponse?, error: Error?) {
        let taken = observer.withLock { observer in
            let taken = observer
            observer = nil
            return taken
        }
        guard let observer = taken else { return }
        if let error {
            observer.onError(HTTPError.transport(TransportFailure(error)))
            return
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            observer.onError(HTTPError.nonHTTPResponse)
            return
        }
        observer.onNext((response: httpResponse, data: data ?? Data()))
        observer.onCompleted()
    }
}
