/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable { // Sendable: only the atomic `disposed` changes.
    private var atomicWord: RxAtomicWord

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    /// A disposable that is not disposed yet.
    public init() {
        atomicWord = RxAtomicWord(false)
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    /// A disposable in the given state.
    public init(isDisposed: Bool) {
        atomicWord = RxAtomicWord(isDisposed)
        atomicWord.checkIsFirstStoredProperty(of: self)
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
