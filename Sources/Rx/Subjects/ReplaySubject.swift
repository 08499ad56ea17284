/// Broadcasts each event to its subscribers and replays the buffered elements to every new subscriber first.
///
/// `create(bufferSize:)` keeps the last `bufferSize` elements, `createUnbounded()` keeps all of them. After a
/// terminal event, new subscribers receive the buffer and then that terminal event; after `dispose()`, subscribing
/// fails with `RxError.disposed`. A new subscriber receives its replay before any live event, one call at a time,
/// and no lock is held while it runs: events sent from another thread meanwhile wait, and the subscribing thread
/// delivers them (to every subscriber) right after, in order. Thread-safe; events must still be sent one at a time.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    /// The observer side's type.
    public typealias SubjectObserverType = ReplaySubject<Element>

    /// The lock and the subscribers, in an object of their own that the subscriptions hold (`SubjectCore`).
    let core = SubjectCore()
    /// Guards `state`, `buffer` and `stoppedEvent`; never held while an observer runs.
    var lock: RxLock { core }
    /// The subscribers and whether the subject stopped; only touched under `lock`.
    var state: SubjectState {
        _read { yield core.state }
        _modify { yield &core.state }
    }
    /// Only touched under `lock` (so no dynamic exclusivity check, a runtime call per element).
    @exclusivity(unchecked) private var buffer: ReplayBuffer<Element>
    private var stoppedEvent: Event<Element>?

    private init(bound: Int) {
        buffer = ReplayBuffer(bound: bound)
        super.init()
        Resources.countCreated()
    }

    deinit {
        core.subjectEnded()
        Resources.countDestroyed()
    }

    /// A subject that replays at most the last `bufferSize` elements to each new subscriber.
    ///
    /// - Parameter bufferSize: How many of the latest elements to keep; `1` uses a single-slot buffer.
    /// - Returns: A new replay subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bound: max(bufferSize, 0))
    }

    /// A subject that replays every element it ever received to each new subscriber.
    ///
    /// The buffer grows without limit: use it only where the number of elements stays small.
    /// - Returns: A new replay subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bound: .max)
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !state.observers.isEmpty }
    }

    /// Buffers a `next` element and broadcasts it; a terminal event ends the subject.
    ///
    /// Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: stop(with: event)
        }
    }

    /// Buffers `element` and broadcasts it to the current subscribers.
    public func onNext(_ element: Element) {
        lock.lock()
        guard !state.isStopped else {
            lock.unlock()
            return
        }
        buffer.append(element)
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
        if state.isDisposed {
            lock.unlock()
            observer.onError(RxError.disposed(object: self))
            return Disposables.create()
        }
        let replay = buffer
        if let stoppedEvent {
            lock.unlock()
            replay.forEach(observer.onNext)
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let subscription = core.subscribe(observer)
        if replay.isEmpty {
            lock.unlock()
            return subscription
        }
        let start = state.replayOrder.beginReplay({ replay.forEach(observer.onNext) })
        lock.unlock()
        start.deliver(
            { replay.forEach(observer.onNext) }, thenQueued: { lock.withLock { state.replayOrder.takeQueued() } })
        return subscription
    }

    /// The subject itself, as its observer side.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases the subscribers and the buffer; later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            core.changeObservers { $0.dispose() }
            buffer.removeAll()
            stoppedEvent = nil
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.

/// The last `bound` elements, oldest first, in one array used as a ring once full (for a bound of 1, one slot
/// replaced in place); `Int.max` never drops.
///
/// Only fields of fixed size (no `Element?` slot of its own): `onNext` runs unspecialized for the app's element
/// type, where a field whose place depends on `Element`, or an `Optional<Element>` assigned, costs a generic
/// metadata lookup (a hash-table search) per element.
private struct ReplayBuffer<Element> {
    private let bound: Int
    private var items: [Element] = []
    // Index of the oldest element once `items` is full and used as a ring.
    private var head = 0

    init(bound: Int) {
        self.bound = bound
    }

    var isEmpty: Bool {
        items.isEmpty
    }

    /// Inlined: called unspecialized, this generic struct's method would look up the struct's metadata first.
    @inline(__always)
    mutating func append(_ element: Element) {
        if items.count < bound {
            items.append(element)
        } else if bound > 0 {
            items[head] = element
            head = head + 1 == bound ? 0 : head + 1
        }
    }

    func forEach(_ body: (Element) -> Void) {
        var index = head
        for _ in 0..<items.count {
            body(items[index])
            index = index + 1 == items.count ? 0 : index + 1
        }
    }

    mutating func removeAll() {
        items = []
        head = 0
    }
}
