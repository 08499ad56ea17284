/// Broadcasts each event to the observers subscribed at that moment; late subscribers see only later events.
///
/// After a terminal event, new subscribers receive that terminal event at once. After `dispose()`, subscribing
/// fails with `RxError.disposed`. Thread-safe; events must still be sent one at a time (the Rx contract).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// The lock and the subscribers, in an object of their own that the subscriptions hold (`SubjectCore`).
    let core = SubjectCore()
    /// Guards `state` and `stoppedEvent`; never held while an observer runs.
    var lock: RxLock { core }
    /// The subscribers and whether the subject stopped; only touched under `lock`.
    var state: SubjectState {
        _read { yield core.state }
        _modify { yield &core.state }
    }
    private var stoppedEvent: Event<Element>?

    /// A subject with no subscribers.
    public override init() {
        super.init()
        Resources.countCreated()
    }

    deinit {
        core.subjectEnded()
        Resources.countDestroyed()
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !state.observers.isEmpty }
    }

    /// `true` once `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { state.isDisposed }
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
        // Without the lock, from the subscribers' storage itself, unless a delivery is running (see `SubjectCore`).
        // A stopped subject has no subscribers.
        if let observers = core.beginDelivering() {
            observers.deliverNext(element)
            core.endDelivering()
            return
        }
        onNextFromSnapshot(element)
    }

    @inline(never)
    private func onNextFromSnapshot(_ element: Element) {
        lock.lock()
        guard !state.isStopped else {
            lock.unlock()
            return
        }
        let snapshot = state.observers.nodes
        lock.unlock()
        snapshot.deliverNext(element)
    }

    private func stop(with event: Event<Element>) {
        let snapshot: ContiguousArray<AnyObject?>? = lock.withLock {
            guard let snapshot = core.changeObservers({ $0.stop() }) else { return nil }
            stoppedEvent = event
            return snapshot
        }
        snapshot?.deliver(event)
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if state.isStopped {
            lock.unlock()
            return replayStop(to: observer)
        }
        let subscription = core.subscribe(observer)
        lock.unlock()
        return subscription
    }

    /// Sends the terminal event to a late subscriber, or the error that says the subject was disposed. Kept out
    /// of `subscribe` because touching `Event<Element>` there costs a generic-metadata lookup on every
    /// subscription.
    @inline(never)
    private func replayStop(to observer: ObserverNode<Element>) -> Disposable {
        let (event, wasDisposed) = lock.withLock { () -> (Event<Element>?, Bool) in (stoppedEvent, state.isDisposed) }
        if wasDisposed {
            observer.onError(RxError.disposed(object: self))
        } else if let event {
            observer.on(event)
        }
        return Disposables.create()
    }

    /// The subject itself, as its observer side.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases the subscribers; later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            core.changeObservers { $0.dispose() }
            stoppedEvent = nil
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension PublishSubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.
