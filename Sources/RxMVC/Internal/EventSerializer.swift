import Rx

/// Delivers events to `deliver` one at a time and in order, from any thread and re-entrantly, without ever making
/// a thread wait for another.
///
/// The first thread to arrive delivers, and keeps delivering what others (and its own re-entrant calls) queued
/// meanwhile; everyone else queues and returns at once. So no lock is held while `deliver` runs, and a thread that
/// sends an event while holding a lock of its own (an operator's, such as `flatMap`'s while it forwards) cannot
/// deadlock against the delivering thread taking that lock: the loop's feedback from states to controllers makes
/// such lock cycles otherwise (see `LoopThreadingTests`).
final class EventSerializer<Element>: @unchecked Sendable { // Sendable: its queue is behind `handOff`'s lock.
    private let handOff = OrderedHandOff<Void, Event<Element>>(())
    private let deliver: (Event<Element>) -> Void

    init(_ deliver: @escaping (Event<Element>) -> Void) {
        self.deliver = deliver
    }

    func on(_ event: Event<Element>) {
        handOff.send({ _ in event }, deliver: deliver)
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
