import Foundation
import Rx

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Request logging for `URLSession.rx`, under RxSwift 5's name: `Logging.URLRequests = { _ in true }`.
///
/// RxSwift 6 spells the same switch `URLSession.rx.shouldLogRequest`; both set one value. Unlike RxCocoa, nothing is
/// logged unless you turn it on, and credential headers are printed as `<redacted>`.
public enum Logging {
    /// Decides, per request, whether `URLSession.rx` prints it (as a `curl` command) and its outcome.
    public typealias LogURLRequest = @Sendable (URLRequest) -> Bool

    /// Whether to print a request and its outcome to standard output; `{ _ in false }` unless you change it.
    public static var URLRequests: LogURLRequest {
        get { URLRequestLog.shouldLog.value }
        set { URLRequestLog.shouldLog.value = newValue }
    }
}

extension Reactive where Base == URLSession {
    /// Whether `URLSession.rx` prints a request (as a `curl` command) and its outcome: RxSwift 6's spelling of
    /// `Logging.URLRequests`, sharing its value. Off unless you turn it on; credential headers are redacted.
    public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
        get { URLRequestLog.shouldLog.value }
        set { URLRequestLog.shouldLog.value = newValue }
    }
}

/// Prints one logged request: `start` when the task starts, `finish` when it ends.
struct URLRequestLog: Sendable {
    /// The switch behind `Logging.URLRequests` and `URLSession.rx.shouldLogRequest`.
    static let shouldLog = LockedValue<@Sendable (URLRequest) -> Bool>({ _ in false })
    /// Where lines go; standard output unless a test replaces it.
    static let output = LockedValue<@Sendable (String) -> Void>({ print($0) })

    /// Header fields whose values are never printed.
    static let redactedHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    private let started: Date

    /// Starts a log for `request` when logging is on for it; prints it as a `curl` command.
    static func start(_ request: URLRequest) -> URLRequestLog? {
        guard shouldLog.value(request) else { return nil }
        output.value(curlCommand(for: request))
        return URLRequestLog(started: Date())
    }

    /// Prints how the request ended and how long it took.
    func finish(response: URLResponse?, error: Error?) {
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        let line: String
        if let response = response as? HTTPURLResponse {
            let outcome = (200..<300).contains(response.statusCode) ? "Success" : "Failure"
            line = "\(outcome) (\(milliseconds)ms): Status \(response.statusCode)"
        } else if let error = error as? URLError, error.code == .cancelled {
            line = "Canceled (\(milliseconds)ms)"
        } else if let error {
            line = "Failure (\(milliseconds)ms): \(Self.printable(TransportFailure(error).description))"
        } else {
            line = "Failure (\(milliseconds)ms): not an HTTP response"
        }
        Self.output.value(line)
    }

    /// `request` as a `curl` command, credentials redacted.
    static func curlCommand(for request: URLRequest) -> String {
        var command = "curl -X \(quoted(request.httpMethod ?? "GET"))"
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += " -d \(quoted(text))"
        }
        for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            let shown = redactedHeaders.contains(field.lowercased()) ? "<redacted>" : value
            command += " \\\n    -H \(quoted("\(field): \(shown)"))"
        }
        command += " \\\n    \(quoted(request.url?.absoluteString ?? "<no url>")) -i -v"
        return command
    }

    /// `text` in double quotes for a shell, with quotes, backslashes, `$`, backquotes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "$", "`": result += "\\" + String(scalar)
            default: result += printable(String(scalar))
            }
        }
        return result + "\""
    }

    /// `text` with control characters (which could drive a terminal) shown as `\u{…}` escapes.
    private static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// A value behind this package's lock, for process-wide settings.
final class LockedValue<Value: Sendable>: @unchecked Sendable { // Sendable: `stored` is only touched under `lock`.
    private let lock = RxLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
