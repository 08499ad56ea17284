import Foundation

/// Global customisation points.
public enum Hooks {
    /// Receives errors that reach a `subscribe(onNext:…)` without an `onError` handler.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { callStack, error in
        #if DEBUG
        FileHandle.standardError.write(Data(unhandledErrorReport(error, callStack: callStack).utf8))
        #endif
    }

    /// What the default handler prints: the error, then the subscription it reached (the first call-stack line of
    /// a subscription made while `Resources.isTracking` was on) and any recorded call stack, or how to see them.
    package static func unhandledErrorReport(_ error: Error, callStack: [String]) -> String {
        var report = "Unhandled error happened: \(error)\n"
        if callStack.isEmpty {
            report += "  (set Resources.isTracking = true, or RX_TRACK_SUBSCRIPTIONS=1, to see which subscription)\n"
        } else {
            report += callStack.map { "  " + $0 + "\n" }.joined()
        }
        return report
    }
    private static let lock = RxLock()

    /// The handler for unhandled errors. By default, debug builds print the error to standard error, with the
    /// subscription it reached when that subscription was made while `Resources.isTracking` was on:
    ///
    ///     Unhandled error happened: timedOut
    ///       subscription: PublishSubject<Int> → map → subscribe(onNext:) at App/SearchView.swift:44
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.withLock { errorHandler } }
        set { lock.withLock { errorHandler = newValue } }
    }

    /// Captures a call stack for `defaultErrorHandler` when `recordCallStackOnError` is set.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    nonisolated(unsafe) private static var captureCallstack: CustomCaptureSubscriptionCallstack = { [] }
    static let recordsCallStack = RxAtomicBox<Bool>(false)

    /// Whether subscriptions capture a call stack (with `customCaptureSubscriptionCallstack`) to pass to
    /// `defaultErrorHandler`. Off by default: capturing costs time on every subscribe.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// How a call stack is captured when `recordCallStackOnError` is set. By default, an empty stack.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.withLock { captureCallstack } }
        set { lock.withLock { captureCallstack = newValue } }
    }
}
