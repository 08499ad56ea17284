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
    /// `share()` and `share(replay: 1)` with the default scope use a dedicated, lock-light implementation.
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
    @unchecked Sendable { // Sendable: all state guarded by the parent's `lock`.
    private let parent: ShareWhileConnected<Element>
    private let lock: RxLock
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false
    var observers = ObserverList()
    var latest: Element?

    init(parent: ShareWhileConnected<Element>, lock: RxLock) {
        self.parent = parent
        self.lock = lock
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(node: self))
    }

    override func onNext(_ element: Element) {
        lock.lock()
        if disposed {
            lock.unlock()
            return
        }
        if parent.replaysLatest {
            latest = element
        }
        let snapshot = observers.nodes
        lock.unlock()
        snapshot.deliverNext(element)
    }

    override func onError(_ error: Swift.Error) {
        stop().deliver(Event<Element>.error(error))
        subscription.dispose()
    }

    override func onCompleted() {
        stop().deliver(Event<Element>.completed)
        subscription.dispose()
    }

    private func stop() -> ContiguousArray<AnyObject?> {
        lock.withLock {
            guard !disposed else { return [] }
            let snapshot = observers.nodes
            markDisposed()
            return snapshot
        }
    }

    /// Call with `lock` held.
    private func markDisposed() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers.removeAll()
        latest = nil
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
    @unchecked Sendable { // Sendable: `connection` guarded by `lock`.
    let source: Observable<Element>
    let replaysLatest: Bool
    private let lock = RxLock(recursive: true)
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self, lock: lock)
            self.connection = connection
        }
        let isFirst = connection.observers.isEmpty
        let key = connection.observers.insert(observer)
        let replayed = connection.latest
        lock.unlock()
        if let replayed {
            observer.onNext(replayed)
        }
        if isFirst {
            connection.connect()
        }
        return SubjectSubscription(owner: connection, key: key)
    }
}
