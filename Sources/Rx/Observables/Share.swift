/// How long the subject behind `share(replay:scope:)` lives, and so what later subscribers may see.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source gets its own replay buffer, dropped when the last subscriber leaves or the
    /// source terminates: a later subscriber resubscribes to the source and never sees stale elements.
    /// Equivalent to `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`.
    case whileConnected
    /// One replay buffer serves every connection: after a disconnect, a new subscriber first sees the elements
    /// of the old connection, and after the source terminates it gets the replay and the terminal event without
    /// resubscribing. Equivalent to `multicast(ReplaySubject.create(bufferSize: replay)).refCount()`.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all current subscribers, replaying the latest `replay`
    /// elements to each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one leaves.
    /// Safe from any thread: a subscriber that arrives while the source emits on another thread receives its
    /// replay before any live element, one call at a time, and nothing after the terminal event; no lock is held
    /// while subscribers run.
    ///
    ///     source:       --1--2--3--4--
    ///     subscriber A: ^-1--2--3--4--
    ///     subscriber B:       ^(2)3--4--   share(replay: 1)
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once.
    ///   - scope: Whether the replay buffer lives per connection or forever; see `SubjectLifetimeScope`.
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject<Element>()).refCount()
            }
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable(), replaysLatest: false)
            case 1: return ShareWhileConnected(source: asObservable(), replaysLatest: true)
            default: return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// One connection of `ShareWhileConnected`: the single observer of the source, fanning out to the subscribers.
private final class ShareConnection<Element>: ObserverNode<Element>, SubscriberRemoving,
    @unchecked Sendable
{ // Sendable: all state guarded by the parent's `lock`.
    private let lock: RxLock
    private let subscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var observers = ObserverList()
    /// The latest element (`share(replay: 1)`), initialised while `hasLatest`. A pointer rather than an `Element?`:
    /// unspecialised generic code copying an `Element?` asks the runtime for `Optional<Element>`'s metadata each
    /// time, once per subscription and once per element here.
    private let latest: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) private var hasLatest = false
    /// Orders replays with live events (`share(replay: 1)` only).
    @exclusivity(unchecked) private var replayOrder = ReplayOrder()

    /// A connection guarded by `lock` (its parent's). It keeps no reference to its parent: the source holds this
    /// connection (as its observer), and a connection holding the parent would hold the source, so a dropped,
    /// never-disposed source would keep itself alive through it.
    init(lock: RxLock, replaysLatest: Bool) {
        self.lock = lock
        latest = replaysLatest ? UnsafeMutablePointer<Element>.allocate(capacity: 1) : nil
        super.init()
        Resources.countCreated()
    }

    deinit {
        if let latest {
            if hasLatest { latest.deinitialize(count: 1) }
            latest.deallocate()
        }
        Resources.countDestroyed()
    }

    /// Adds `observer`, replays the latest element to it (in order with live elements, see `ReplayOrder`) and
    /// connects if it is the first. When this connection ended in the meantime, subscribes to the parent again.
    /// (A method of the connection rather than code in the parent, so the parent never asks the runtime for this
    /// generic class's metadata per subscription.)
    func attach(_ observer: ObserverNode<Element>, to parent: ShareWhileConnected<Element>) -> Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            return parent.subscribe(node: observer)
        }
        let isFirst = observers.isEmpty
        let key = observers.insert(observer)
        if hasLatest, let latest {
            let replayed = latest.pointee
            let start = replayOrder.beginReplay({ observer.onNext(replayed) })
            lock.unlock()
            start.deliver({ observer.onNext(replayed) }, thenQueued: { lock.withLock { replayOrder.takeQueued() } })
        } else {
            lock.unlock()
        }
        if isFirst {
            subscription.setDisposable(parent.source.subscribe(node: self))
        }
        return ShareSubscription(connection: self, key: key)
    }

    /// Whether this connection ended (its source terminated or its last subscriber left); read under `lock`.
    var lockedIsDisposed: Bool { disposed }

    override func onNext(_ element: Element) {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        if let latest {
            if hasLatest {
                latest.pointee = element
            } else {
                latest.initialize(to: element)
                hasLatest = true
            }
        }
        let snapshot = observers.nodes
        if replayOrder.queues({ snapshot.deliverNext(element) }) {
            lock.unlock()
            return
        }
        lock.unlock()
        snapshot.deliverNext(element)
    }

    override func onError(_ error: Swift.Error) {
        stop(with: .error(error))
    }

    override func onCompleted() {
        stop(with: .completed)
    }

    private func stop(with event: Event<Element>) {
        let snapshot: ContiguousArray<AnyObject?>? = lock.withLock {
            guard !disposed else { return nil }
            let snapshot = observers.nodes
            markDisposed()
            return replayOrder.queues({ snapshot.deliver(event) }) ? nil : snapshot
        }
        snapshot?.deliver(event)
        subscription.dispose()
    }

    /// Call with `lock` held.
    private func markDisposed() {
        disposed = true
        observers.removeAll()
        if hasLatest, let latest {
            latest.deinitialize(count: 1)
            hasLatest = false
        }
    }

    func removeSubscriber(_ key: ObserverList.Key) {
        let isLast: Bool = lock.withLock {
            guard !disposed else { return false }
            let countBefore = observers.count
            observers.remove(key)
            guard observers.count < countBefore, observers.isEmpty else { return false }
            markDisposed()
            return true
        }
        if isLast {
            subscription.dispose()
        }
    }
}

/// `share()` and `share(replay: 1)` in the `.whileConnected` scope, without a subject or a refCount stage.
private final class ShareWhileConnected<Element>: Observable<Element>,
    @unchecked Sendable
{ // Sendable: `connection` guarded by `lock`.
    let source: Observable<Element>
    let replaysLatest: Bool
    private let lock = RxLock()
    @exclusivity(unchecked) var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override var debugName: String {
        replaysLatest ? "share(replay: 1)" : "share"
    }

    override var debugSources: [ChainDescribing] {
        [source]
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection, !existing.lockedIsDisposed {
            connection = existing
        } else {
            connection = ShareConnection(lock: lock, replaysLatest: replaysLatest)
            self.connection = connection
        }
        lock.unlock()
        return connection.attach(observer, to: self)
    }
}

/// A subscriber's registration in a share connection; disposing it removes the subscriber, once.
///
/// Unlike a subject's subscription it holds its connection strongly: a live connection is kept alive by its parent
/// anyway (until it ends), so a weak reference would buy nothing and cost a side table and atomic weak loads per
/// subscription. The reference is dropped on `dispose()`.
// Sendable: `connection` is taken by the one caller that flips `disposed`.
private final class ShareSubscription: Disposable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private let key: ObserverList.Key
    @exclusivity(unchecked) private var connection: SubscriberRemoving?

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(connection: SubscriberRemoving, key: ObserverList.Key) {
        self.connection = connection
        self.key = key
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing), let connection = connection.take() {
            connection.removeSubscriber(key)
        }
    }
}
