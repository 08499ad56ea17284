/// Broadcasts each event to the observers subscribed at that moment; late subscribers see only later events.
///
/// After a terminal event, new subscribers receive that terminal event at once. After `dispose()`, subscribing
/// fails with `RxError.disposed`. Thread-safe; events must still be sent one at a time (the Rx contract).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectHandleOwner
{
    /// The observer side's type.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RxLock()
    /// Made on the first subscription (`SubjectHandleOwner`); guarded by `lock`.
    @exclusivity(unchecked) var subscriptionHandle: SubjectHandle?
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var isStopped = false
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// A subject with no subscribers.
    public override init() {
        super.init()
        Resources.countCreated()
    }

    deinit {
        Resources.countDestroyed()
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Broadcasts `event` to the current subscribers; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: stop(with: event)
        }
    }

    /// Broadcasts `element` to the current subscribers.
    public func onNext(_ element: Element) {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        let snapshot = observers.nodes
        lock.unlock()
        snapshot.deliverNext(element)
    }

    private func stop(with event: Event<Element>) {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        stoppedEvent = event
        let snapshot = observers.nodes
        observers.removeAll()
        lock.unlock()
        snapshot.deliver(event)
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return Disposables.create()
        }
        if isStopped {
            lock.unlock()
            return replayStop(to: observer)
        }
        let key = observers.insert(observer)
        let handle = lockedSubscriptionHandle()
        lock.unlock()
        return SubjectSubscription(handle: handle, key: key)
    }

    /// Sends the terminal event to a late subscriber (or, when the subject was disposed since, the error that
    /// says so). Kept out of `subscribe` because touching `Event<Element>` there costs a generic-metadata lookup
    /// on every subscription.
    @inline(never)
    private func replayStop(to observer: ObserverNode<Element>) -> Disposable {
        let (event, wasDisposed) = lock.withLock { () -> (Event<Element>?, Bool) in (stoppedEvent, disposed) }
        if wasDisposed {
            observer.onError(RxError.disposed(object: self))
        } else if let event {
            observer.on(event)
        }
        return Disposables.create()
    }

    func removeSubscriber(_ key: ObserverList.Key) {
        lock.withLock { observers.remove(key) }
    }

    /// The subject itself, as its observer side.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases the subscribers; later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            isStopped = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension PublishSubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.
