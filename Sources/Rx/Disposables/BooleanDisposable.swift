import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// A disposable that is not disposed yet.
    public init() {
        disposed = Atomic(false)
    }

    /// A disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
