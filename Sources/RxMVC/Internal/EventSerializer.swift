import Rx

/// Delivers events to `deliver` one at a time and in order, from any thread and re-entrantly, without ever making
/// a thread wait for another.
///
/// The first thread to arrive delivers, and keeps delivering what others (and its own re-entrant calls) queued
/// meanwhile; everyone else queues and returns at once. So no lock is held while `deliver` runs, and a thread that
/// sends an event while holding a lock of its own (an operator's, such as `flatMap`'s while it forwards) cannot
/// deadlock against the delivering thread taking that lock: the loop's feedback from states to controllers makes
/// such lock cycles otherwise (see `LoopThreadingTests`).
///
/// An element that finds no delivery running goes straight to `deliverNext`, with no `Event` made for it: this runs
/// unspecialized (the loop's types are the app's), where making, queueing or switching over an `Event<Element>`
/// looks its metadata up at run time, a hash-table search each time. Events are queued only while another is being
/// delivered.
final class EventSerializer<Element>: @unchecked Sendable { // Sendable: its `var`s are behind `lock`.
    private let lock = RxLock()
    /// Whether a thread is delivering (it also delivers what is queued meanwhile).
    private var delivering = false
    /// The events that arrived during a delivery, in order.
    private var queue: [Event<Element>] = []
    /// Whether `queue` holds events: a plain flag, so that the common path reads nothing of type `Event`.
    private var hasQueued = false
    private let deliverNext: (Element) -> Void
    private let deliver: (Event<Element>) -> Void

    /// A serializer handing every event to `deliver`, and an element to `deliverNext` when it has one of its own
    /// (that must do what `deliver` does with `.next`).
    init(next deliverNext: ((Element) -> Void)? = nil, _ deliver: @escaping (Event<Element>) -> Void) {
        self.deliverNext = deliverNext ?? { deliver(.next($0)) }
        self.deliver = deliver
    }

    func onNext(_ element: Element) {
        lock.lock()
        if delivering {
            enqueue(element)
            lock.unlock()
            return
        }
        delivering = true
        lock.unlock()
        deliverNext(element)
        endDelivering()
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if delivering {
            queue.append(event)
            hasQueued = true
            lock.unlock()
            return
        }
        delivering = true
        lock.unlock()
        deliver(event)
        endDelivering()
    }

    /// Queues `element` (under `lock`). Out of line: making the `Event` looks up its metadata, which the optimizer
    /// would otherwise do on entry to `onNext`, on every element.
    @inline(never)
    private func enqueue(_ element: Element) {
        queue.append(.next(element))
        hasQueued = true
    }

    /// After a delivery: delivers what was queued meanwhile, until nothing is, then lets the next thread deliver.
    private func endDelivering() {
        lock.lock()
        if hasQueued {
            deliverQueued()
        }
        delivering = false
        lock.unlock()
    }

    /// Delivers the queued events until none is left; called and returns with `lock` held.
    @inline(never)
    private func deliverQueued() {
        while hasQueued {
            let events = queue
            queue = []
            hasQueued = false
            lock.unlock()
            for event in events {
                deliver(event)
            }
            lock.lock()
        }
    }
}

extension Observable {
    /// `Observable.merge(sources)`, with the merged events serialized by an `EventSerializer` instead of a lock held
    /// while forwarding: a source's event sent while another thread delivers is delivered by that thread, after the
    /// one it is delivering (and a re-entrant one after the current one), never by waiting. Completes when every
    /// source has completed; the first error ends it.
    static func mergeWithoutWaiting(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.create { observer in
            if sources.isEmpty {
                observer.onCompleted()
                return Disposables.create()
            }
            let serializer = EventSerializer<Element> { observer.on($0) }
            let remaining = Countdown(sources.count)
            let subscriptions = CompositeDisposable()
            for source in sources {
                _ = subscriptions.insert(
                    source.subscribe { event in
                        if case .completed = event, !remaining.decrementReachesZero() {
                            return
                        }
                        serializer.on(event)
                    })
            }
            return subscriptions
        }
    }
}

/// A count shared by threads, decremented under a lock.
private final class Countdown: @unchecked Sendable { // Sendable: `value` guarded by `lock`.
    private let lock = RxLock()
    private var value: Int

    init(_ value: Int) {
        self.value = value
    }

    /// Counts one down; `true` when that made it zero.
    func decrementReachesZero() -> Bool {
        lock.withLock {
            value -= 1
            return value == 0
        }
    }
}
