import Rx

/// A state behind a lock whose steps hand items to a callee that must not run under the lock (a user's closure, a
/// description, an encoder): each step decides under the lock, with the state, what to hand over; the items are
/// delivered after unlocking, one at a time and in the order they were decided.
///
/// The first thread to find no delivery running delivers, and keeps delivering what other threads (and its own
/// re-entrant calls) decided meanwhile; the others return at once. So a callee that waits for another thread taking
/// this lock, or that calls back in, does not deadlock. `EventSerializer` is one without state: every event is handed
/// over.
final class OrderedHandOff<State, Item>: @unchecked Sendable { // Sendable: all its state is behind `lock`.
    private let lock = RxLock()
    private var state: State
    private var queue: [Item] = []
    private var head = 0
    private var delivering = false

    init(_ state: State) {
        self.state = state
    }

    /// Reads or changes the state under the lock; `body` must not call out.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&state) }
    }

    /// Runs `decide` on the state under the lock and queues the item it returns (`nil` for none); then, unless another
    /// delivery is running, hands every queued item to `deliver` after unlocking, until none is left.
    ///
    /// Every call on one hand-off passes the same `deliver` (a method of its owner): an item may be delivered by the
    /// call of another thread.
    func send(_ decide: (inout State) -> Item?, deliver: (Item) -> Void) {
        lock.lock()
        if let item = decide(&state) {
            queue.append(item)
        }
        guard !delivering, head < queue.count else {
            lock.unlock()
            return
        }
        delivering = true
        while head < queue.count {
            let next = queue[head]
            head += 1
            lock.unlock()
            deliver(next)
            lock.lock()
        }
        queue.removeAll(keepingCapacity: queue.capacity <= 64)
        head = 0
        delivering = false
        lock.unlock()
    }
}
