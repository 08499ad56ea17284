/// Holds one disposable that is set exactly once; disposing before it is set disposes it as soon as it arrives.
// Sendable: `current` is published through `state`.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(0) // bit 0: disposed, bit 1: set
    private var current: Disposable?

    @inline(__always)
    private var state: RxAtomic<Int> { RxAtomic(wordOf: self) }

    /// An empty single-assignment disposable.
    override public init() {
        super.init()
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & 1 != 0
    }

    /// Sets the disposable. Setting it twice is a programming error and traps.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & 2 == 0, "SingleAssignmentDisposable: the disposable was already set")
        if previous & 1 != 0 {
            current = nil
            disposable.dispose()
        }
    }

    /// Disposes the disposable if it is set, or as soon as it is.
    public func dispose() {
        let previous = state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 == 0, previous & 2 != 0, let current {
            self.current = nil
            current.dispose()
        }
    }
}
