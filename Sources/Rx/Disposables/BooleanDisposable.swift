/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable { // Sendable: only the atomic `disposed` changes.
    @exclusivity(unchecked) private var disposed: RxAtomic<Bool>

    /// A disposable that is not disposed yet.
    public init() {
        disposed = RxAtomic(false)
    }

    /// A disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = RxAtomic(isDisposed)
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
