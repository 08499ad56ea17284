/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Keep one per owner (a view, a view model, a test) and add subscriptions with `disposed(by:)`. To dispose early,
/// replace the bag with a new one. Disposes in insertion order, as RxSwift does; each disposal is O(log n) amortised
/// however many subscriptions share a subject, so a bag of 400,000 takes well under a second.
public final class DisposeBag: DisposeBase, @unchecked Sendable { // Sendable: state guarded by `lock`.
    private let lock = RxLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    override public init() {}

    /// Adds `disposable`; when the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds each of the arguments.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every element of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposables.forEach { $0.dispose() }
            return
        }
        self.disposables.append(contentsOf: disposables)
        lock.unlock()
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// A bag holding the arguments.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// A bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        self.disposables = builder()
    }

    /// A bag holding the elements of `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// The subscriptions in this bag that are still running and were made while `Resources.isTracking` was on:
    /// what the bag would stop if it were released now.
    public var liveSubscriptions: [LiveSubscription] {
        SubscriptionRegistry.shared.live(returning: lock.withLock { disposables })
    }

    private func dispose() {
        let taken: [Disposable] = lock.withLock {
            defer {
                disposables.removeAll()
                isDisposed = true
            }
            return disposables
        }
        for disposable in taken {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// Builds a list of disposables from statements, for `DisposeBag { … }` and `insert { … }`.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
