import Foundation

/// A scheduler with a virtual clock: scheduled work waits in a queue ordered by due time and runs only when
/// `start()` or `advanceTo(_:)` is called, moving the clock from one due time to the next.
///
/// Work due at the same virtual time runs in the order it was scheduled. The base of `TestScheduler` and
/// `HistoricalScheduler`; subclass it with your own `VirtualTimeConverterType` for another kind of clock.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable { // Sendable: clock, queue and flags guarded by `lock`.
    /// A point on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A distance on the virtual clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// Maps the virtual clock to real dates and intervals.
    public let converter: Converter

    private let lock = RxLock()
    private var currentClock: VirtualTime
    private var running = false
    private var nextId = 0
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time before any work runs.
    ///   - converter: Maps virtual time to real time and orders virtual times.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        currentClock = initialClock
        queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The current virtual time as a `Date`.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// `true` while `start()` or `advanceTo(_:)` is running queued work.
    public var isEnabled: Bool {
        lock.withLock { running }
    }

    /// Schedules `action` to run as soon as possible: at the current virtual time (subclasses may adjust it,
    /// `TestScheduler` moves it one tick later).
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time, converted with `converter` and
    /// adjusted by `adjustScheduledTime(_:)`.
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absoluteTime), action: action)
    }

    /// Schedules `action` to run `dueTime` virtual units after the current virtual time (no adjustment).
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run at the absolute virtual time `time`. Work due in the past runs at the next
    /// opportunity, without moving the clock back.
    ///
    /// - Returns: A disposable that cancels the work if it has not run yet, and disposes what `action` returned.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        lock.lock()
        let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
        nextId += 1
        queue.enqueue(item)
        lock.unlock()
        return item
    }

    /// The due time actually used by `schedule` and `scheduleRelative` for a requested `time`.
    /// The base class returns `time`; override it to model processing delays.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs queued work in due-time order, advancing the clock, until the queue is empty or `stop()` is called.
    /// Does nothing when already running.
    public func start() {
        guard beginRunning(trapIfRunning: false) else { return }
        while let item = nextItem(until: nil) {
            item.invoke()
        }
        lock.withLock { running = false }
    }

    /// Runs queued work due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// - Parameter virtualTime: The virtual time to advance to. Calling it while the scheduler runs is an error.
    public func advanceTo(_ virtualTime: VirtualTime) {
        _ = beginRunning(trapIfRunning: true)
        while let item = nextItem(until: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            currentClock = virtualTime
            running = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any work.
    ///
    /// - Parameter virtualInterval: How far to move; moving into the past is an error.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        lock.withLock {
            let target = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            precondition(
                !converter.compareVirtualTime(target, currentClock).lessThen,
                "VirtualTimeScheduler.sleep: cannot move the clock into the past")
            currentClock = target
        }
    }

    /// Makes a running `start()` or `advanceTo(_:)` return after the work item in progress.
    public func stop() {
        lock.withLock { running = false }
    }

    private func beginRunning(trapIfRunning: Bool) -> Bool {
        lock.withLock {
            if running {
                precondition(!trapIfRunning, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
                return false
            }
            running = true
            return true
        }
    }

    /// Takes the next live item due no later than `limit` and moves the clock to it; `nil` when there is none,
    /// or when `stop()` was called.
    private func nextItem(until limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        lock.withLock {
            while running, let front = queue.peek() {
                if front.isDisposed {
                    _ = queue.dequeue()
                    continue
                }
                if let limit, converter.compareVirtualTime(front.time, limit).greaterThan {
                    return nil
                }
                _ = queue.dequeue()
                if converter.compareVirtualTime(front.time, currentClock).greaterThan {
                    currentClock = front.time
                }
                return front
            }
            return nil
        }
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the due times of the queued work, for debugging.
    public var debugDescription: String {
        lock.withLock {
            let times = queue.unorderedElements.filter { !$0.isDisposed }
                .sorted { lhs, rhs in
                    switch converter.compareVirtualTime(lhs.time, rhs.time) {
                    case .lessThan: return true
                    case .greaterThan: return false
                    case .equal: return lhs.id < rhs.id
                    }
                }
                .map { "\($0.time)" }
            return "VirtualTimeScheduler(clock: \(currentClock), queued: [\(times.joined(separator: ", "))])"
        }
    }
}

extension VirtualTimeScheduler {
    /// How many pieces of queued work have neither run nor been disposed.
    ///
    /// Use it in tests to see whether something is still in flight: compare it before and after disposing a
    /// subscription to learn whether that subscription had work pending.
    public var pendingWorkCount: Int {
        lock.withLock { queue.unorderedElements.filter { !$0.isDisposed }.count }
    }
}

/// One queued piece of work; disposing it before it runs drops its action at once (so what the action captured
/// is released even if the scheduler never reaches it).
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable { // Sendable: `action` guarded by `lock`.
    let time: Time
    let id: Int
    private let lock = RxLock()
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    func invoke() {
        let action: (() -> Disposable)? = lock.withLock {
            defer { self.action = nil }
            return result.isDisposed ? nil : self.action
        }
        if let action {
            result.setDisposable(action())
        }
    }

    func dispose() {
        result.dispose()
        lock.withLock { action = nil }
    }
}
