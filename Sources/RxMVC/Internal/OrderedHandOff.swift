import Rx

/// A state behind a lock whose steps hand items to a callee that must not run under the lock (a user's closure, a
/// description, an encoder): each step decides under the lock, with the state, what to hand over; the items are
/// delivered after unlocking, one at a time and in the order they were decided.
///
/// The first thread to find no delivery running delivers, and keeps delivering what other threads (and its own
/// re-entrant calls) decided meanwhile; the others return at once. So a callee that waits for another thread taking
/// this lock, or that calls back in, does not deadlock. `EventSerializer` does the same for the loop's actions
/// without a state, on its own: an element it hands over needs no `Item?` or queue entry when no delivery runs (in
/// unspecialized code, each such value of a generic type costs a metadata lookup, and the actions pass on every
/// event).
final class OrderedHandOff<State, Item>: @unchecked Sendable { // Sendable: all its state is behind `lock`.
    /// Everything the lock guards, in one stored property. Kept apart, a `State` without size (`Void`) would be a stored property of a generic class at offset 0, the object's first word: the
    /// thread sanitizer then counted each access to it as a write of the word every method call reads before taking
    /// the lock (the class's metadata pointer), and reported a race that was none.
    private struct Guarded {
        var state: State
        var queue: [Item] = []
        var head = 0
        var delivering = false
    }

    private let lock = RxLock()
    private var guarded: Guarded

    init(_ state: State) {
        guarded = Guarded(state: state)
    }

    /// Reads or changes the state under the lock; `body` must not call out.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&guarded.state) }
    }

    /// Runs `decide` on the state under the lock and queues the item it returns (`nil` for none); then, unless another
    /// delivery is running, hands every queued item to `deliver` after unlocking, until none is left.
    ///
    /// Every call on one hand-off passes the same `deliver` (a method of its owner): an item may be delivered by the
    /// call of another thread.
    func send(_ decide: (inout State) -> Item?, deliver: (Item) -> Void) {
        lock.lock()
        if let item = decide(&guarded.state) {
            guarded.queue.append(item)
        }
        guard !guarded.delivering, guarded.head < guarded.queue.count else {
            lock.unlock()
            return
        }
        guarded.delivering = true
        while guarded.head < guarded.queue.count {
            let next = guarded.queue[guarded.head]
            guarded.head += 1
            lock.unlock()
            deliver(next)
            lock.lock()
        }
        guarded.queue.removeAll(keepingCapacity: guarded.queue.capacity <= 64)
        guarded.head = 0
        guarded.delivering = false
        lock.unlock()
    }
}
