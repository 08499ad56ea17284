import Foundation

/// How long a request made through `URLSession.rx` may take in total, and how large its body may be.
///
/// Every request has both, so a server that drips its answer or sends an endless body cannot hang or exhaust the
/// app: past the deadline the request fails with `HTTPError.deadlineExceeded`, past the size with
/// `HTTPError.bodyTooLarge`, and the data task is cancelled either way. The session's idle timeout
/// (`URLRequest.timeoutInterval`) still applies on top. Not in RxCocoa, whose requests have neither.
public struct HTTPLimits: Equatable, Sendable, CustomStringConvertible {
    /// The default total deadline: 30 seconds.
    public static let defaultDeadline: TimeInterval = 30
    /// The default body cap: 5 MB (5,000,000 bytes), far above any page the apps read.
    public static let defaultMaximumBodySize = 5_000_000
    /// The longest deadline kept (one year); longer or non-finite values are cut to it.
    static let longestDeadline: TimeInterval = 365 * 24 * 3600

    /// The defaults: 30 s and 5 MB.
    public static let `default` = HTTPLimits()

    /// Seconds from subscription until the whole body must have arrived, redirects included.
    public var deadline: TimeInterval {
        didSet { deadline = Self.clamp(deadline: deadline) }
    }
    /// The most body bytes read (after content decoding); a larger `Content-Length` fails before the body is read.
    public var maximumBodySize: Int {
        didSet { maximumBodySize = max(0, maximumBodySize) }
    }

    /// Makes limits; use it to give one client a shorter deadline or a larger cap.
    ///
    /// - Parameters:
    ///   - deadline: Seconds for the whole request (negative counts as 0; at most a year).
    ///   - maximumBodySize: The most body bytes (negative counts as 0).
    public init(
        deadline: TimeInterval = HTTPLimits.defaultDeadline, maximumBodySize: Int = HTTPLimits.defaultMaximumBodySize
    ) {
        self.deadline = Self.clamp(deadline: deadline)
        self.maximumBodySize = max(0, maximumBodySize)
    }

    /// "30 s, 5 MB".
    public var description: String {
        "\(HTTPLimits.format(seconds: deadline)), \(HTTPLimits.format(bytes: maximumBodySize))"
    }

    private static func clamp(deadline: TimeInterval) -> TimeInterval {
        guard deadline.isFinite else { return longestDeadline }
        return min(max(deadline, 0), longestDeadline)
    }

    /// "30 s", "0.5 s", "2 min": a duration as error descriptions show it.
    ///
    /// - Parameter seconds: The duration.
    /// - Returns: The text.
    public static func format(seconds: TimeInterval) -> String {
        if seconds >= 120 { return "\(Int((seconds / 60).rounded())) min" }
        let tenths = (seconds * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }

    /// "5 MB", "1.5 kB", "12 bytes": a size as error descriptions show it (decimal units).
    ///
    /// - Parameter bytes: The size.
    /// - Returns: The text.
    public static func format(bytes: Int) -> String {
        func scaled(_ unit: Double, _ name: String) -> String {
            let value = (Double(bytes) / unit * 10).rounded() / 10
            return value == value.rounded() ? "\(Int(value)) \(name)" : "\(value) \(name)"
        }
        if bytes >= 1_000_000_000 { return scaled(1_000_000_000, "GB") }
        if bytes >= 1_000_000 { return scaled(1_000_000, "MB") }
        if bytes >= 1_000 { return scaled(1_000, "kB") }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
