/// Broadcasts each event to its subscribers and replays the buffered elements to every new subscriber first.
///
/// `create(bufferSize:)` keeps the last `bufferSize` elements, `createUnbounded()` keeps all of them. After a
/// terminal event, new subscribers receive the buffer and then that terminal event; after `dispose()`, subscribing
/// fails with `RxError.disposed`. A new subscriber receives its replay before any live event, one call at a time;
/// events sent from another thread while a replay runs are delivered after it, in order. Thread-safe; events must
/// still be sent one at a time.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable,
    SubjectHandleOwner
{
    /// The observer side's type.
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let lock = RxLock()
    /// Made on the first subscription (`SubjectHandleOwner`); guarded by `lock`.
    @exclusivity(unchecked) var subscriptionHandle: SubjectHandle?
    private var observers = ObserverList()
    private var buffer: ReplayBuffer<Element>
    private var stoppedEvent: Event<Element>?
    /// `stoppedEvent != nil || disposed`, as a plain flag: the per-element check must not inspect a generic enum.
    private var isStopped = false
    private var disposed = false
    /// Orders each new subscriber's replay with live events.
    private var replayOrder = ReplayOrder()

    private init(bound: Int) {
        buffer = ReplayBuffer(bound: bound)
        super.init()
        Resources.countCreated()
    }

    deinit {
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
        lock.withLock { !observers.isEmpty }
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
        guard !isStopped else {
            lock.unlock()
            return
        }
        buffer.append(element)
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
        let replay = buffer
        if let stoppedEvent {
            lock.unlock()
            replay.forEach(observer.onNext)
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if replay.isEmpty {
            let key = observers.insert(observer)
            let handle = lockedSubscriptionHandle()
            lock.unlock()
            return SubjectSubscription(handle: handle, key: key)
        }
        let key = observers.insert(observer)
        let handle = lockedSubscriptionHandle()
        let start = replayOrder.beginReplay({ replay.forEach(observer.onNext) })
        lock.unlock()
        switch start {
        case .deliverAndDrain:
            replay.forEach(observer.onNext)
            deliverQueued()
        case .deliverNested:
            replay.forEach(observer.onNext)
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

    func removeSubscriber(_ key: ObserverList.Key) {
        lock.withLock { observers.remove(key) }
    }

    /// The subject itself, as its observer side.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases the subscribers and the buffer; later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            isStopped = true
            observers.removeAll()
            buffer.removeAll()
            replayOrder.removeAll()
        }
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.

/// The last `bound` elements, oldest first. A bound of 1 keeps a single optional slot; `Int.max` never drops.
private struct ReplayBuffer<Element> {
    private let bound: Int
    private var single: Element?
    private var items: [Element] = []
    // Index of the oldest element once `items` is full and used as a ring.
    private var head = 0

    init(bound: Int) {
        self.bound = bound
    }

    var isEmpty: Bool {
        bound == 1 ? single == nil : items.isEmpty
    }

    mutating func append(_ element: Element) {
        if bound == 1 {
            single = element
        } else if items.count < bound {
            items.append(element)
        } else if bound > 0 {
            items[head] = element
            head = head + 1 == bound ? 0 : head + 1
        }
    }

    func forEach(_ body: (Element) -> Void) {
        if bound == 1 {
            if let single { body(single) }
            return
        }
        var index = head
        for _ in 0..<items.count {
            body(items[index])
            index = index + 1 == items.count ? 0 : index + 1
        }
    }

    mutating func removeAll() {
        single = nil
        items = []
        head = 0
    }
}
