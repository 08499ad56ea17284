import Foundation
import Rx

/// An error that knows whether trying again later may succeed.
///
/// `HTTPError` conforms (timeouts, lost connections, 5xx and 408 are transient; other 4xx, rate limits,
/// cancellation and decoding failures are not); API error types of features conform too, so one retry policy
/// serves them all.
public protocol TransientFailure: Error {
    /// `true` when the same request may succeed if sent again later.
    var isTransient: Bool { get }
}

extension HTTPError: TransientFailure {}

/// When and how often to retry a failed request: exponential backoff, transient failures only.
///
/// The delays are deterministic (no jitter), so a `TestScheduler` reproduces them tick for tick.
public struct RetryPolicy: Sendable {
    /// How many times to retry after the first attempt fails.
    public var maxRetries: Int
    /// The wait before the first retry.
    public var initialDelay: RxTimeInterval
    /// Each further wait is the previous one times this.
    public var multiplier: Double
    /// No wait is longer than this.
    public var maxDelay: RxTimeInterval

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maxRetries: Retries after the first attempt (0 disables retrying).
    ///   - initialDelay: The wait before the first retry.
    ///   - multiplier: The growth factor between waits (at least 1).
    ///   - maxDelay: The longest wait.
    public init(
        maxRetries: Int = 3, initialDelay: RxTimeInterval = .milliseconds(500), multiplier: Double = 2,
        maxDelay: RxTimeInterval = .seconds(30)
    ) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.maxDelay = maxDelay
    }

    /// Three retries after 0.5 s, 1 s and 2 s.
    public static let `default` = RetryPolicy()

    /// Never retry.
    public static let none = RetryPolicy(maxRetries: 0)

    /// The wait before retry number `retry` (1-based), or `nil` when the policy allows no such retry.
    public func delay(beforeRetry retry: Int) -> RxTimeInterval? {
        guard retry >= 1, retry <= maxRetries else { return nil }
        let initial = Self.seconds(initialDelay)
        let seconds = min(initial * pow(multiplier, Double(retry - 1)), Self.seconds(maxDelay))
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }

    /// Whether `error`, seen after `retry - 1` retries, should be retried: only transient failures, never 4xx.
    public func shouldRetry(_ error: Error, retry: Int) -> Bool {
        guard delay(beforeRetry: retry) != nil else { return false }
        return (error as? TransientFailure)?.isTransient ?? false
    }

    private static func seconds(_ interval: RxTimeInterval) -> Double {
        switch interval {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
