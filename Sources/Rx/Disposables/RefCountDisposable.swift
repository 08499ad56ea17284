/// Disposes the underlying disposable only once it is disposed itself and every handed-out reference is disposed.
// Sendable: state guarded by `lock`.
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// `true` once the underlying disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposable == nil }
    }

    /// Hands out a reference that keeps the underlying disposable alive until it is disposed.
    ///
    /// Once the underlying disposable is gone, the reference returned does nothing.
    public func retain() -> Disposable {
        lock.withLock {
            guard disposable != nil else { return Disposables.create() }
            count += 1
            return RefCountInnerDisposable(self)
        }
    }

    /// Disposes the primary reference; the underlying disposable goes once no other reference is live.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            guard let disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose: Disposable? = lock.withLock {
            guard let disposable else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }
}

// Sendable: only the atomic `disposed` changes.
private final class RefCountInnerDisposable: Disposable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private let parent: RefCountDisposable

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            parent.release()
        }
    }
}
