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
            // A server's message is quoted inside a sentence that ends with advice: a long one must not push the
            // advice out of what a screen or a log line shows.
            return parts.isEmpty ? nil : shortened(parts.joined(separator: ": "))
        }
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty, !text.hasPrefix("<")
        else { return nil }
        return shortened(text)
    }

    /// The first 200 characters of a server's message, "…" marking a cut.
    private static func shortened(_ message: String) -> String {
        message.count > 200 ? String(message.prefix(200)) + "…" : message
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
    /// Expected types are named in JSON's words ("expected a string", "expected an object"), not Swift's.
    /// - Parameters:
    ///   - error: What the decoder threw.
    ///   - body: The body that was decoded, when at hand: a body that is valid JSON is then not reported as
    ///     invalid when the decoder cannot say more (swift-corelibs-foundation reports a number too large for its
    ///     field, or a fraction for a whole number, as "not valid JSON").
    /// - Returns: `.decoding(path:reason:)`.
    public static func decoding(_ error: Error, body: Data? = nil) -> HTTPError {
        guard let decodingError = error as? DecodingError else {
            return .decoding(path: "", reason: "the body is not valid JSON")
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return .decoding(path: codingPath(context.codingPath + [key]), reason: "the field is missing")
        case .valueNotFound(let type, let context):
            return .decoding(path: codingPath(context.codingPath), reason: "expected \(jsonName(of: type)), found null")
        case .typeMismatch(let type, let context):
            return .decoding(path: codingPath(context.codingPath), reason: "expected \(jsonName(of: type))")
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else {
                return .decoding(path: codingPath(context.codingPath), reason: context.debugDescription)
            }
            if let body, (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil {
                return .decoding(
                    path: "",
                    reason: "a value in it does not fit its field (a number too large, or a fraction where a whole "
                        + "number is expected)")
            }
            return .decoding(path: "", reason: "the body is not valid JSON")
        @unknown default:
            return .decoding(path: "", reason: "\(decodingError)")
        }
    }

    /// A Swift type as JSON calls what holds it: "a string", "a number", "an object", …
    static func jsonName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array<") || name.hasPrefix("[") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        switch name {
        case "String", "Character", "Substring": return "a string"
        case "Bool": return "true or false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "Decimal", "CGFloat":
            return "a number"
        default: return name
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
