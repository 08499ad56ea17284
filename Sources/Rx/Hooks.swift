import Foundation

/// Global customisation points.
public enum Hooks {
    /// Receives errors that reach a `subscribe(onNext:…)` without an `onError` handler.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { _, error in
        #if DEBUG
        FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
        #endif
    }
    private static let lock = RxLock()

    /// The handler for unhandled errors. By default, debug builds print the error to standard error.
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
