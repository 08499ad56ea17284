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

    /// Whether subscriptions record their call stack for `defaultErrorHandler`. Not supported: always empty.
    nonisolated(unsafe) public static var recordCallStackOnError = false
}
