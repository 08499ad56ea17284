import Foundation
import Rx
import RxHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A GET of a JSON endpoint through `URLSession.rx`, decoded into a value: shared by the live services.
enum JSONRequest {
    /// Builds `endpoint?query`, keeping any query the endpoint already has.
    static func url(_ endpoint: URL, query: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else { return nil }
        components.queryItems = (components.queryItems ?? []) + query
        // `+` is a space to many servers in a query; spell it out so "Baden+Baden" is not "Baden Baden".
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        return components.url
    }

    /// One decoded value from a GET of `url`.
    ///
    /// Non-2xx answers become `statusError(response, body)` when it returns one, else `HTTPError.from`; a body that
    /// does not decode becomes `HTTPError.decoding` with the failing key path. `timeout` is the idle timeout,
    /// `limits` the total deadline and body cap; redirects stay within the URL's origin (`URLSession.rx`).
    static func get<Value: Decodable>(
        _ type: Value.Type, url: URL?, session: URLSession, timeout: TimeInterval, limits: HTTPLimits,
        statusError: @escaping (HTTPURLResponse, Data) -> Error? = { _, _ in nil }
    ) -> Single<Value> {
        guard let url else {
            return .error(HTTPError.status(code: 400, message: "the request URL could not be built"))
        }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = timeout
        return session.rx.response(request: request, limits: limits)
            .map { response, data -> Value in
                if !(200..<300).contains(response.statusCode) {
                    throw statusError(response, data) ?? HTTPError.from(response: response, data: data)
                        ?? HTTPError.status(code: response.statusCode, message: nil)
                }
                do {
                    return try JSONDecoder().decode(Value.self, from: data)
                } catch {
                    throw HTTPError.decoding(error, body: data)
                }
            }
            .asSingle()
    }

    /// Open-Meteo's error body, `{"error": true, "reason": "…"}`, as `HTTPError.status` with the reason (cut to 200
    /// characters, as `HTTPError.serverMessage` cuts other servers' messages); a 429 or 503 with a `Retry-After` header
    /// as `WeatherError.retryLater`, the header's wait first and the reason (or a plain 503's text) kept. A 429 with
    /// `Retry-After` and no reason is left to `HTTPError.from` (`.rateLimited`).
    static func openMeteoError(_ response: HTTPURLResponse, _ data: Data) -> Error? {
        struct Body: Decodable { let reason: String }
        let reason = (try? JSONDecoder().decode(Body.self, from: data))?.reason
        let code = response.statusCode
        if code == 503 {
            if let wait = retryLater(response, reason: reason ?? HTTPError.serverMessage(in: data)) { return wait }
        } else if let reason, let wait = retryLater(response, reason: reason) {
            return wait
        }
        return reason.map { HTTPError.status(code: code, message: ServerWords.shortened($0)) }
    }

    /// A 429 or 503 whose `Retry-After` header gives a wait, as `WeatherError.retryLater` with `reason` (what the
    /// server said besides); `nil` for any other answer.
    static func retryLater(_ response: HTTPURLResponse, reason: String?) -> WeatherError? {
        let code = response.statusCode
        let header = response.value(forHTTPHeaderField: "Retry-After")
        guard code == 429 || code == 503, let retryAfter = header.flatMap({ HTTPError.parseRetryAfter($0) }) else {
            return nil
        }
        return .retryLater(status: code, retryAfter: retryAfter, reason: reason)
    }
}
