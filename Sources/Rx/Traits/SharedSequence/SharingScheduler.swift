/// Makes the scheduler `Driver` and `Signal` deliver on: `MainScheduler()` unless a test mocks it.
public enum SharingScheduler {
    nonisolated(unsafe) private static var factory: () -> SchedulerType = { MainScheduler() }
    private static let lock = RxLock(recursive: true)

    /// Makes the scheduler shared sequences use now.
    public static var make: () -> SchedulerType {
        lock.withLock { factory }
    }

    /// Runs `action` with shared sequences scheduled on `scheduler` (typically a `TestScheduler`), then restores
    /// the previous scheduler.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use while `action` runs.
    ///   - action: Builds (and usually runs) the code under test.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences scheduled on schedulers from `makeScheduler`, then restores the
    /// previous factory.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler each time one is needed.
    ///   - action: Builds (and usually runs) the code under test.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original: () -> SchedulerType = lock.withLock {
            defer { factory = makeScheduler }
            return factory
        }
        defer { lock.withLock { factory = original } }
        try action()
    }
}
