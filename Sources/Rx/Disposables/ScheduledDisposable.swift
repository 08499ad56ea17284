/// A disposable whose `dispose()` hands the disposal of the one it wraps to a scheduler.
///
/// Use it when a resource may only be released on a particular thread or queue (a UI object on `MainScheduler`):
/// `dispose()` may be called from anywhere and returns at once; the wrapped disposable is disposed when the
/// scheduler runs the work, exactly once.
// Sendable: `disposable` is taken under `lock`.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: ImmediateSchedulerType

    private let lock = RxLock()
    private var disposable: Disposable?
    private var disposed = false

    /// Wraps `disposable` so that disposing this one disposes it on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the wrapped disposable is disposed.
    ///   - disposable: The resource to dispose there.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// `true` once the wrapped disposable has been disposed on the scheduler.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Schedules the disposal of the wrapped disposable on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { this in
            this.disposeWrapped()
            return Disposables.create()
        }
    }

    private func disposeWrapped() {
        let taken: Disposable? = lock.withLock {
            guard !disposed else { return nil }
            disposed = true
            defer { disposable = nil }
            return disposable
        }
        taken?.dispose()
    }
}
