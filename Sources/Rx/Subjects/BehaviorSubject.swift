/// Holds a current value: every subscriber first receives that value, then every later event.
///
/// Use it for state that always has a value (the selected tab, the text of a field). `value()` reads the current
/// value synchronously. After a terminal event, new subscribers receive only that terminal event; after `dispose()`,
/// subscribing fails with `RxError.disposed`. Thread-safe; events must still be sent one at a time (the Rx contract).
/// A new subscriber receives the current value before any later event, and no lock is held while it runs: events
/// sent from another thread meanwhile wait, and the subscribing thread delivers them (to every subscriber) right
/// after, in order.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// The lock and the subscribers, in an object of their own that the subscriptions hold (`SubjectCore`).
    let core = SubjectCore()
    /// Guards `state`, `element` and `stoppedEvent`; never held while an observer runs.
    var lock: RxLock { core }
    /// The subscribers and whether the subject stopped; only touched under `lock`.
    var state: SubjectState {
        _read { yield core.state }
        _modify { yield &core.state }
    }
    @exclusivity(unchecked) private var element: Element
    private var stoppedEvent: Event<Element>?

    /// A subject whose current value is `value` until the first `next` event replaces it.
    ///
    /// - Parameter value: The value new subscribers receive before any element has been sent.
    public init(value: Element) {
        element = value
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

    /// The current value: the initial one, or the last element sent.
    ///
    /// After completion it still returns the last value.
    /// - Throws: The subject's error after an `error` event; `RxError.disposed` after `dispose()`.
    /// - Returns: The latest value.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if state.isDisposed {
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
        guard !state.isStopped else {
            lock.unlock()
            return
        }
        self.element = element
        if !state.replayOrder.isReplaying, let observers = core.beginDeliveringLocked() {
            // From the subscribers' storage itself (see `SubjectCore`).
            lock.unlock()
            observers.deliverNext(element)
            core.endDelivering()
            return
        }
        let snapshot = state.observers.nodes
        if state.replayOrder.queues({ snapshot.deliverNext(element) }) {
            lock.unlock()
            return
        }
        lock.unlock()
        snapshot.deliverNext(element)
    }

    private func stop(with event: Event<Element>) {
        let snapshot: ContiguousArray<AnyObject?>? = lock.withLock {
            guard let snapshot = core.changeObservers({ $0.stop() }) else { return nil }
            stoppedEvent = event
            return state.replayOrder.queues({ snapshot.deliver(event) }) ? nil : snapshot
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
        let current = element
        let start = state.replayOrder.beginReplay({ observer.onNext(current) })
        lock.unlock()
        start.deliver({ observer.onNext(current) }, thenQueued: { lock.withLock { state.replayOrder.takeQueued() } })
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
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases the subscribers; later subscriptions fail with `RxError.disposed` and `value()` throws it.
    public func dispose() {
        lock.withLock {
            core.changeObservers { $0.dispose() }
            stoppedEvent = nil
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.
