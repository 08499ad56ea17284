/// A group of disposables disposed together; ones added after disposal are disposed at once.
// Sendable: state guarded by `lock`.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside a `CompositeDisposable`, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        let key: UInt64
    }

    private let lock = RxLock()
    private var disposables: Bag<Disposable>? = Bag()

    /// An empty group.
    override public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
        _ = disposables!.insert(disposable3)
    }

    /// A group of four or more.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// A group of the arguments.
    public convenience init(disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// A group of the elements of `disposables`.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// `true` once the group has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposables == nil }
    }

    /// The number of disposables in the group (0 once disposed).
    public var count: Int {
        lock.withLock { disposables?.count ?? 0 }
    }

    /// Adds `disposable`, or disposes it at once (returning `nil`) when the group is already disposed.
    ///
    /// - Returns: The key to `remove(for:)` it with.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        guard disposables != nil else {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let key = disposables!.insert(disposable)
        lock.unlock()
        return DisposeKey(key: key)
    }

    /// Removes the disposable with `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.withLock { disposables?.remove(disposeKey.key) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order.
    public func dispose() {
        let taken: Bag<Disposable>? = lock.withLock {
            defer { disposables = nil }
            return disposables
        }
        taken?.elements.forEach { $0.dispose() }
    }
}
