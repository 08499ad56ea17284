import Dispatch
import Foundation

/// Carries a value that is not `Sendable` into a closure handed to Dispatch or an `OperationQueue`.
///
/// Scheduled work is handed over once: the scheduling thread gives up the value and the queue's thread runs it.
/// That hand-over is what makes the unchecked conformance sound; anything shared later has its own lock.
struct UncheckedSendable<Value>: @unchecked Sendable { // Sendable: handed over once, never shared (no lock needed).
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The shared engine of the dispatch-queue schedulers: immediate work with `async`, delayed and periodic work with
/// a `DispatchSourceTimer` that is cancelled when the returned disposable is disposed.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    /// Runs `action(state)` on the queue unless disposed first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
        }
        return cancel
    }

    /// Runs `action(state)` on the queue after `dueTime` unless disposed first.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = DispatchTimerItem(state: state, action: action)
        item.start(queue: queue, deadline: deadline(after: dueTime), leeway: leeway)
        return item
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, until disposed.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        precondition(period.nanoseconds >= 0, "schedulePeriodic: the period must not be negative (got \(period))")
        let item = DispatchPeriodicItem(state: state, action: action)
        item.start(
            queue: queue, deadline: deadline(after: startAfter), period: Self.dispatchInterval(period), leeway: leeway)
        return item
    }

    /// `interval` from now, saturating: a negative interval is now, and anything from about 146 years on is
    /// `.distantFuture`, which never comes. (A deadline built by hand at or past 2^63 nanoseconds would be read by
    /// Dispatch as a wall-clock time that has passed, and the timer would fire at once: hence the cap.)
    private func deadline(after interval: RxTimeInterval) -> DispatchTime {
        let nanoseconds = interval.nanoseconds
        let now = DispatchTime.now()
        guard nanoseconds > 0 else { return now }
        let farthest: UInt64 = 1 << 62
        let (sum, overflow) = now.uptimeNanoseconds.addingReportingOverflow(UInt64(nanoseconds))
        if overflow || UInt64(nanoseconds) >= farthest || sum >= farthest {
            return .distantFuture
        }
        return DispatchTime(uptimeNanoseconds: sum)
    }

    /// `interval` as Dispatch takes it without trapping: in nanoseconds, `.never` from about 146 years on.
    private static func dispatchInterval(_ interval: RxTimeInterval) -> DispatchTimeInterval {
        let nanoseconds = interval.nanoseconds
        return nanoseconds >= 1 << 62 ? .never : .nanoseconds(Swift.max(0, nanoseconds))
    }
}

/// One delayed run on a `DispatchSourceTimer`. Disposing cancels the timer, or disposes what the action returned.
final class DispatchTimerItem<State>: Cancelable, Sendable {
    private struct Shared {
        var timer: DispatchSourceTimer?
        var work: (state: State, action: (State) -> Disposable)?
        var result: Disposable?
        var disposed = false
    }

    private let shared: RxLockedBox<Shared>

    init(state: State, action: @escaping (State) -> Disposable) {
        shared = RxLockedBox(Shared(work: (state, action)))
    }

    var isDisposed: Bool {
        shared.withLock { $0.disposed }
    }

    func start(queue: DispatchQueue, deadline: DispatchTime, leeway: DispatchTimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        // The handler holds `self` until the timer fires or is cancelled; cancelling releases the handler.
        timer.setEventHandler { self.fire() }
        shared.withLock { $0.timer = timer }
        timer.resume()
    }

    private func fire() {
        let taken: (timer: DispatchSourceTimer?, work: (state: State, action: (State) -> Disposable))? =
            shared.withLock { shared in
                guard !shared.disposed, let work = shared.work else { return nil }
                defer { (shared.work, shared.timer) = (nil, nil) }
                return (shared.timer, work)
            }
        guard let (timer, work) = taken else { return }
        timer?.cancel()
        let disposable = work.action(work.state)
        let disposeNow: Bool = shared.withLock { shared in
            if shared.disposed { return true }
            shared.result = disposable
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    func dispose() {
        let taken: (timer: DispatchSourceTimer?, result: Disposable?)? = shared.withLock { shared in
            guard !shared.disposed else { return nil }
            shared.disposed = true
            defer { (shared.timer, shared.result, shared.work) = (nil, nil, nil) }
            return (shared.timer, shared.result)
        }
        taken?.timer?.cancel()
        taken?.result?.dispose()
    }
}

/// A repeating `DispatchSourceTimer` that threads a state through each tick. Disposing cancels it.
// Sendable: `timer` guarded by `lock`; `state` only touched by the timer's handler, which Dispatch never runs concurrently with itself.
final class DispatchPeriodicItem<State>: Cancelable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(false)
    private let lock = RxLock()
    private var timer: DispatchSourceTimer?
    private var state: State
    private let action: (State) -> State

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func start(queue: DispatchQueue, deadline: DispatchTime, period: RxTimeInterval, leeway: DispatchTimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, repeating: period, leeway: leeway)
        timer.setEventHandler { self.tick() }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    private func tick() {
        if !isDisposed {
            state = action(state)
        }
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) {
            return
        }
        let timer: DispatchSourceTimer? = lock.withLock {
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
    }
}

extension DispatchQueue {
    private static let mainQueueKey: UncheckedSendable<DispatchSpecificKey<Void>> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return UncheckedSendable(key)
    }()

    /// `true` when the caller runs on the main queue.
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey.value) != nil
    }
}
