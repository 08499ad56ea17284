/// A subject's lock and state, in an object of their own: its subscriptions hold this core, not the subject, so a
/// subscriber never disposed does not keep the subject alive (as in RxSwift), and disposing a subscription never
/// touches a subject that may be going away. The subject holds its core strongly; when the subject goes, it lets
/// go of its subscribers (`subjectEnded`), which breaks the cycle between the core and the subscribers that hold
/// their subscriptions.
///
/// Not a weak reference to the subject: the first weak reference to an object gives it a side table, and every
/// retain and release of the subject then takes the runtime's slow path (about 5 % of subscribing and disposing a
/// chain on a subject).
///
/// The core is its own lock (one object and one load fewer on every event than a lock of its own).
///
/// **Delivering from the subscribers' storage itself.** A snapshot of the subscribers (a copy of the array, to
/// deliver outside the lock) costs a retain and a release per event. Instead, an event is delivered from the
/// array's storage as it is, through its address (`publishedSlots`, `publishedCount`), while the gate word says a
/// delivery is running; a change to the subscribers meanwhile leaves that storage as it is and works on a copy:
/// - `idle`: nobody delivers from the published storage; a change takes the gate (`writing`), changes the
///   subscribers in place and publishes their storage.
/// - `delivering`: one event is being delivered from the published storage. A change keeps that storage alive in
///   `retired` and moves the gate to `deliveringRetired` (the array, no longer unique, is copied when changed); the
///   published address is left as it is.
/// - `deliveringRetired`: as `delivering`, with the storage retired: a change works on the copy. The delivery, when
///   it ends, publishes the current storage under the lock and lets go of the retired one after unlocking (the
///   subscribers removed meanwhile are released then, outside the lock, as a snapshot released them before).
/// A `PublishSubject` takes the gate (`idle` to `delivering`) without its lock: one compare-exchange to start and one
/// to end an event, where the lock and a snapshot cost two atomic operations each. `BehaviorSubject` and
/// `ReplaySubject` take it under their lock, where they store the element. When the gate is not `idle` (events
/// sent from two threads at once, against the Rx contract, or an event sent from inside a delivery) the event is
/// delivered from a snapshot, as before.
// Sendable: `state` and `retired` guarded by the lock it is; the published storage by the gate.
final class SubjectCore: RxLock, @unchecked Sendable {
    @exclusivity(unchecked) var state = SubjectState()
    /// The gate word (`Gate`), allocated: its address must not move.
    private let gateWord: UnsafeMutablePointer<Int>
    /// The first slot of the published storage of `state.observers`. Written only by the holder of the gate
    /// (`writing`, or a delivery ending from `deliveringRetired`), read only by a delivery holding it.
    @exclusivity(unchecked) private var publishedSlots: UnsafePointer<UnsafeRawPointer?>?
    /// The number of slots published.
    @exclusivity(unchecked) private var publishedCount = 0
    /// The storage a delivery is running on, kept alive after the subscribers changed (`deliveringRetired`); only
    /// touched under the lock.
    @exclusivity(unchecked) private var retired: ContiguousArray<AnyObject?>?

    /// The states of the gate word.
    private enum Gate {
        static let idle = 0
        static let delivering = 1
        static let deliveringRetired = 2
        static let writing = 3
    }

    @inline(__always)
    private var gate: RxAtomic<Int> { RxAtomic(word: gateWord) }

    /// A core with no subscribers and the gate `idle`; subjects use a plain (not recursive) lock.
    override init(recursive: Bool = false) {
        gateWord = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        gateWord.initialize(to: Gate.idle)
        super.init(recursive: recursive)
    }

    deinit {
        gateWord.deinitialize(count: 1)
        gateWord.deallocate()
    }

    // MARK: Changing the subscribers (under the lock)

    /// Runs `change` on the state, which may change the subscribers; call it under the lock. While an event is
    /// being delivered from the published storage, the storage is kept as it is (see the type's notes).
    @inline(__always)
    func changeObservers<Result>(_ change: (inout SubjectState) -> Result) -> Result {
        if gate.compareExchange(expected: Gate.idle, desired: Gate.writing, ordering: .acquiring).exchanged {
            return changeHoldingTheGate(change)
        }
        return changeObserversDuringDelivery(change)
    }

    /// Runs `change` in place and publishes the storage, then gives the gate back; only when this thread has
    /// taken it (`writing`).
    @inline(__always)
    private func changeHoldingTheGate<Result>(_ change: (inout SubjectState) -> Result) -> Result {
        let result = change(&state)
        publish()
        gate.store(Gate.idle, ordering: .releasing)
        return result
    }

    @inline(never)
    private func changeObserversDuringDelivery<Result>(_ change: (inout SubjectState) -> Result) -> Result {
        while retired == nil {
            // The delivery runs on the current storage: keep it, so that the change copies it.
            retired = state.observers.nodes
            if gate.compareExchange(
                expected: Gate.delivering, desired: Gate.deliveringRetired, ordering: .acquiringAndReleasing
            ).exchanged {
                break
            }
            // The delivery ended in the meantime (`state.observers` still holds the storage: nothing is freed).
            retired = nil
            if gate.compareExchange(expected: Gate.idle, desired: Gate.writing, ordering: .acquiring).exchanged {
                return changeHoldingTheGate(change)
            }
        }
        return change(&state)
    }

    /// Points the published address at the subscribers' storage; only by the holder of the gate.
    @inline(__always)
    private func publish() {
        // The storage stays where it is until it is changed or freed, which only the gate's holder does.
        (publishedSlots, publishedCount) = state.observers.storageAddress
    }

    /// Adds a subscriber and returns its subscription; under the lock.
    func subscribe(_ observer: AnyObject) -> SubjectSubscription {
        SubjectSubscription(core: self, key: changeObservers { $0.subscribe(observer) })
    }

    /// Removes the subscriber under `key`, if it is still there; it is released after unlocking (its deinit may
    /// run code that disposes other subscriptions).
    func removeSubscriber(_ key: ObserverList.Key) {
        let removed = withLock { changeObservers { $0.unsubscribe(key) } }
        withExtendedLifetime(removed) {}
    }

    /// From the subject's `deinit`: lets go of the subscribers (after unlocking).
    func subjectEnded() {
        let observers = withLock { changeObservers { $0.takeObservers() } }
        withExtendedLifetime(observers) {}
    }

    // MARK: Delivering

    /// Takes the gate without the lock and returns the published subscribers to deliver an event to, then call
    /// `endDelivering()`; `nil` when the gate is taken (deliver from a snapshot under the lock instead).
    @inline(__always)
    func beginDelivering() -> UnsafeBufferPointer<UnsafeRawPointer?>? {
        guard gate.compareExchange(expected: Gate.idle, desired: Gate.delivering, ordering: .acquiring).exchanged
        else { return nil }
        return UnsafeBufferPointer(start: publishedSlots, count: publishedCount)
    }

    /// As `beginDelivering()`, under the lock: the gate is then `idle` unless a delivery is running, and only that
    /// delivery can change it.
    @inline(__always)
    func beginDeliveringLocked() -> UnsafeBufferPointer<UnsafeRawPointer?>? {
        guard gate.load(ordering: .acquiring) == Gate.idle else { return nil }
        gate.store(Gate.delivering, ordering: .relaxed)
        return UnsafeBufferPointer(start: publishedSlots, count: publishedCount)
    }

    /// Ends a delivery begun with `beginDelivering()` or `beginDeliveringLocked()`; takes the lock only when the
    /// subscribers changed meanwhile.
    @inline(__always)
    func endDelivering() {
        if !gate.compareExchange(expected: Gate.delivering, desired: Gate.idle, ordering: .releasing).exchanged {
            endDeliveringRetired()
        }
    }

    /// Publishes the storage the subscribers changed to and lets go of the one the delivery ran on, after
    /// unlocking.
    @inline(never)
    private func endDeliveringRetired() {
        let released: ContiguousArray<AnyObject?>? = withLock {
            publish()
            let released = retired
            retired = nil
            gate.store(Gate.idle, ordering: .releasing)
            return released
        }
        withExtendedLifetime(released) {}
    }
}
