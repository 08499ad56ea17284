/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// After `dispose()`, any disposable assigned is disposed at once.
// Sendable: state guarded by `lock`.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = RxLock()
    private var current: Disposable?
    private var disposed = false

    /// An empty serial disposable.
    override public init() {}

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// The current disposable; assigning disposes the previous one (or the new one, when already disposed).
    public var disposable: Disposable {
        get {
            lock.withLock { current ?? Disposables.create() }
        }
        set {
            lock.lock()
            if disposed {
                lock.unlock()
                newValue.dispose()
                return
            }
            let previous = current
            current = newValue
            lock.unlock()
            previous?.dispose()
        }
    }

    /// Disposes the current disposable and every later one.
    public func dispose() {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        disposed = true
        let previous = current
        current = nil
        lock.unlock()
        previous?.dispose()
    }
}
