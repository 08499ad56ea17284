import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPError {
    /// The error a response stands for, or `nil` when its status is 2xx.
    ///
    /// 429, and 403 with `x-ratelimit-remaining: 0` or a `retry-after` header, become `rateLimited`; any other
    /// status outside 200..<300 becomes `status` with the server's message taken from the body.
    /// - Parameters:
    ///   - response: The response.
    ///   - data: Its body.
    ///   - now: The time to count a `retry-after` HTTP date from.
    /// - Returns: The error, or `nil` for success.
    public static func from(response: HTTPURLResponse, data: Data, now: Date = Date()) -> HTTPError? {
        let code = response.statusCode
        if (200..<300).contains(code) { return nil }
        if code == 429 || code == 403 {
            let remaining = response.value(forHTTPHeaderField: "x-ratelimit-remaining")?
                .trimmingCharacters(in: .whitespaces)
            let retryAfter = response.value(forHTTPHeaderField: "retry-after")
                .flatMap { parseRetryAfter($0, now: now) }
            let exhausted = remaining == "0"
            if code == 429 || exhausted || retryAfter != nil {
                let reset =
                    exhausted
                    ? response.value(forHTTPHeaderField: "x-ratelimit-reset").flatMap(parseEpochSeconds)
                    : nil
                return .rateLimited(resetAt: reset, retryAfter: retryAfter)
            }
        }
        return .status(code: code, message: serverMessage(in: data))
    }

    /// The message a server put in an error body: JSON `message` (with any `errors[].message`), or short plain text.
    ///
    /// - Parameter data: The body.
    /// - Returns: The message, or `nil` when the body has none.
    public static func serverMessage(in data: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            var parts: [String] = []
            if let message = object["message"] as? String, !message.isEmpty { parts.append(message) }
            if let errors = object["errors"] as? [Any] {
                for case let error as [String: Any] in errors {
                    if let message = error["message"] as? String, !message.isEmpty {
                        parts.append(message)
                    } else if let field = error["field"] as? String, let code = error["code"] as? String {
                        parts.append("\(field) is \(code)")
                    }
                }
            }
            return parts.isEmpty ? nil : parts.joined(separator: ": ")
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty, !text.hasPrefix("<")
        else { return nil }
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Reads a `retry-after` value: delay seconds, or an HTTP date counted from `now`.
    ///
    /// - Returns: The delay in seconds (never negative), or `nil` when the value is neither.
    public static func parseRetryAfter(_ value: String, now: Date = Date()) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    private static func parseEpochSeconds(_ value: String) -> Date? {
        guard let seconds = TimeInterval(value.trimmingCharacters(in: .whitespaces)), seconds.isFinite else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Turns a `DecodingError` (or any error a decoder throws) into `.decoding` with the failing coding path.
    ///
    /// - Parameter error: What the decoder threw.
    /// - Returns: `.decoding(path:reason:)`.
    public static func decoding(_ error: Error) -> HTTPError {
        guard let decodingError = error as? DecodingError else {
            return .decoding(path: "", reason: "the body is not valid JSON")
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return .decoding(path: codingPath(context.codingPath + [key]), reason: "the field is missing")
        case .valueNotFound(let type, let context):
            return .decoding(path: codingPath(context.codingPath), reason: "expected \(type), found null")
        case .typeMismatch(let type, let context):
            return .decoding(path: codingPath(context.codingPath), reason: "expected \(type)")
        case .dataCorrupted(let context):
            let reason = context.codingPath.isEmpty ? "the body is not valid JSON" : context.debugDescription
            return .decoding(path: codingPath(context.codingPath), reason: reason)
        @unknown default:
            return .decoding(path: "", reason: "\(decodingError)")
        }
    }

    /// `items[3].full_name` for a coding path.
    static func codingPath(_ keys: [CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return path
    }
}
