/// Holds a current value: every subscriber first receives that value, then every later event.
///
/// Use it for state that always has a value (the selected tab, the text of a field). `value()` reads the current
/// value synchronously. After a terminal event, new subscribers receive only that terminal event; after `dispose()`,
/// subscribing fails with `RxError.disposed`. Thread-safe; events must still be sent one at a time (the Rx contract).
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    SubjectHandleOwner
{
    /// The observer side's type.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// Guards every stored property; never held while an observer runs.
    private let lock = RxLock()
    /// Made on the first subscription (`SubjectHandleOwner`); guarded by `lock`.
    @exclusivity(unchecked) var subscriptionHandle: SubjectHandle?
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var element: Element
    /// Orders each new subscriber's current value with live events.
    @exclusivity(unchecked) private var replayOrder = ReplayOrder()
    private var stoppedEvent: Event<Element>?
    /// `stoppedEvent != nil || disposed`, as a plain flag: the per-element check must not inspect a generic enum.
    @exclusivity(unchecked) private var isStopped = false
    private var disposed = false

    /// A subject whose current value is `value` until the first `next` event replaces it.
    ///
    /// - Parameter value: The value new subscribers receive before any element has been sent.
    public init(value: Element) {
        element = value
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

    /// The current value: the initial one, or the last element sent.
    ///
    /// After completion it still returns the last value.
    /// - Throws: The subject's error after an `error` event; `RxError.disposed` after `dispose()`.
    /// - Returns: The latest value.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if case .error(let error)? = stoppedEvent {
            throw error
        }
        return element
    }

    /// Makes a `next` element the current value and broadcasts it; a terminal event ends the subject.
    ///
    /// Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: stop(with: event)
        }
    }

    /// Makes `element` the current value and broadcasts it to the current subscribers.
    public func onNext(_ element: Element) {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        self.element = element
        let snapshot = observers.nodes
        if replayOrder.queues({ snapshot.deliverNext(element) }) {
            lock.unlock()
            return
        }
        lock.unlock()
        snapshot.deliverNext(element)
    }

    private func stop(with event: Event<Element>) {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        stoppedEvent = event
        isStopped = true
        let snapshot = observers.nodes
        observers.removeAll()
        if replayOrder.queues({ snapshot.deliver(event) }) {
            lock.unlock()
            return
        }
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
        let current = element
        let start = replayOrder.beginReplay({ observer.onNext(current) })
        lock.unlock()
        switch start {
        case .deliverAndDrain:
            observer.onNext(current)
            deliverQueued()
        case .deliverNested:
            observer.onNext(current)
        case .queued:
            break
        }
        return SubjectSubscription(handle: handle, key: key)
    }

    /// Delivers what was queued behind a replay this thread delivered, until nothing is.
    private func deliverQueued() {
        while let queued = lock.withLock({ replayOrder.takeQueued() }) {
            for delivery in queued { delivery() }
        }
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases the subscribers; later subscriptions fail with `RxError.disposed` and `value()` throws it.
    public func dispose() {
        lock.withLock {
            disposed = true
            isStopped = true
            observers.removeAll()
            stoppedEvent = nil
            replayOrder.removeAll()
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.
