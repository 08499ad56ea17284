#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps what a subject or `share` sends a new subscriber when it subscribes (its replay) in order with what it
/// sends live, while no lock is held as observers run.
///
/// A replay is delivered outside the owner's lock (so an observer that takes a lock of its own, or subscribes
/// from another thread while holding one, cannot deadlock against the owner; ReactiveX/RxSwift #2653). While one
/// thread delivers a replay, live events sent from other threads are queued, each with the observers it is for,
/// and that thread delivers them after the replay, in order; a replay asked for meanwhile on another thread is
/// queued too, and so are events sent from inside an observer on the replaying thread, as RxSwift's
/// `ReplaySubject` queues them. So every observer sees its replay first, then the live events, one call at a
/// time, and nothing after a terminal event. A subscription made on the replaying thread from inside an observer
/// gets its replay at once (as under RxSwift's recursive lock).
///
/// A value owned by its subject and only used under the subject's lock (state machine style: the methods say
/// what to do, the owner does it after unlocking). Nobody waits: a thread that finds a replay running leaves its
/// work in the queue and returns.
struct ReplayOrder {
    /// How a replay asked for with `beginReplay` is to be delivered.
    enum Start {
        /// Deliver it now, after unlocking, then call `takeQueued` until it returns `nil`.
        case deliverAndDrain
        /// Deliver it now, after unlocking, and nothing more: this thread is delivering an outer replay already.
        case deliverNested
        /// Nothing to do: it was queued behind the replay another thread is delivering.
        case queued
    }

    /// The thread delivering a replay and what was queued behind it; 0 when none.
    private var deliverer: UInt = 0
    private var queue: [() -> Void] = []

    /// Under the owner's lock: whether a replay is being delivered (a live delivery then goes to `queues`).
    @inline(__always)
    var isReplaying: Bool { deliverer != 0 }

    /// Under the owner's lock, before a live delivery: `true` when the delivery was queued behind a replay being
    /// delivered (the caller then delivers nothing itself).
    @inline(__always)
    mutating func queues(_ delivery: @autoclosure () -> (() -> Void)) -> Bool {
        if deliverer == 0 {
            return false
        }
        queue.append(delivery())
        return true
    }

    /// Under the owner's lock, for a subscriber with something to replay: whether this thread delivers it.
    mutating func beginReplay(_ replay: @autoclosure () -> (() -> Void)) -> Start {
        let thread = currentThreadID()
        if deliverer == 0 {
            deliverer = thread
            return .deliverAndDrain
        }
        if deliverer == thread {
            return .deliverNested
        }
        queue.append(replay())
        return .queued
    }

    /// Under the owner's lock, after a replay begun with `.deliverAndDrain`: what was queued meanwhile, to deliver
    /// after unlocking; `nil` when nothing was, and live events go straight to observers again.
    mutating func takeQueued() -> [() -> Void]? {
        if queue.isEmpty {
            deliverer = 0
            return nil
        }
        defer { queue = [] }
        return queue
    }

    /// Under the owner's lock, when it is disposed: drops what was queued.
    mutating func removeAll() {
        queue = []
    }
}

extension ReplayOrder.Start {
    /// After unlocking: delivers `replay` when this thread is to, and after a `.deliverAndDrain` replay what was
    /// queued behind it, taking each batch with `takeQueued` (which calls `ReplayOrder.takeQueued()` under the
    /// owner's lock) until it returns `nil`.
    @inline(__always)
    func deliver(_ replay: () -> Void, thenQueued takeQueued: () -> [() -> Void]?) {
        switch self {
        case .deliverAndDrain:
            replay()
            while let queued = takeQueued() {
                for delivery in queued { delivery() }
            }
        case .deliverNested:
            replay()
        case .queued:
            break
        }
    }
}

/// An identifier of the calling thread, never 0.
@inline(__always)
private func currentThreadID() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}
