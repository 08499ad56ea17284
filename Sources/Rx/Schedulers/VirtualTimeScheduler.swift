import Foundation

/// A scheduler with a virtual clock: scheduled work waits in a queue ordered by due time and runs only when
/// `start()` or `advanceTo(_:)` is called, moving the clock from one due time to the next.
///
/// Work due at the same virtual time runs in the order it was scheduled. The base of `TestScheduler` and
/// `HistoricalScheduler`; subclass it with your own `VirtualTimeConverterType` for another kind of clock.
// Sendable: clock, queue and flags guarded by `lock`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// A point on the virtual clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A distance on the virtual clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// Maps the virtual clock to real dates and intervals.
    public let converter: Converter

    fileprivate let lock = RxLock()
    // All guarded by `lock`.
    @exclusivity(unchecked) private var currentClock: VirtualTime
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) fileprivate var nextId = 0
    /// Not generic over the time type: the queue holds `VirtualSchedulerWork` references and orders them through
    /// the items' own `precedes(_:)`, so its operations are specialised code (unspecialised generic heap code asked
    /// the runtime for array and optional metadata on every step).
    @exclusivity(unchecked) fileprivate var queue: PriorityQueue<VirtualSchedulerWork>

    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time before any work runs.
    ///   - converter: Maps virtual time to real time and orders virtual times.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        currentClock = initialClock
        queue = PriorityQueue { lhs, rhs in lhs.precedes(rhs) }
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
        let item = VirtualSchedulerItem(time: time, converter: converter, id: nextId) { action(state) }
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
        while let item = nextItem(until: currentClock, limited: false) {
            item.invoke()
        }
        lock.withLock { running = false }
    }

    /// Runs queued work due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// - Parameter virtualTime: The virtual time to advance to. Calling it while the scheduler runs is an error.
    public func advanceTo(_ virtualTime: VirtualTime) {
        _ = beginRunning(trapIfRunning: true)
        while let item = nextItem(until: virtualTime, limited: true) {
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

    /// Takes the next live item (due no later than `limit` when `limited`) and moves the clock to it; `nil` when
    /// there is none, or when `stop()` was called. (A flag rather than a `VirtualTime?`: an optional of a generic
    /// type costs a runtime metadata lookup per call.)
    private func nextItem(until limit: VirtualTime, limited: Bool) -> VirtualSchedulerWork? {
        lock.lock()
        defer { lock.unlock() }
        while running, let front = queue.peek() {
            if front.isDisposed {
                _ = queue.dequeue()
                continue
            }
            let item = unsafeDowncast(front, to: VirtualSchedulerItem<Converter>.self)
            if limited, converter.compareVirtualTime(item.time, limit).greaterThan {
                return nil
            }
            _ = queue.dequeue()
            if converter.compareVirtualTime(item.time, currentClock).greaterThan {
                currentClock = item.time
            }
            return front
        }
        return nil
    }
}

extension VirtualTimeScheduler: OperatorTimerScheduling {
    /// An operator's timer: the same due time and order as `scheduleRelative`, one item and no closures.
    func scheduleTimer(_ target: OperatorTimerTarget, tag: Int, dueTime: RxTimeInterval) -> Disposable {
        let time = adjustScheduledTime(converter.convertToVirtualTime(now.addingDispatchInterval(dueTime)))
        lock.lock()
        let item = VirtualSchedulerItem(time: time, converter: converter, id: nextId, timerTarget: target, tag: tag)
        nextId += 1
        queue.enqueue(item)
        lock.unlock()
        return item
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the due times of the queued work, for debugging.
    public var debugDescription: String {
        lock.withLock {
            let times = queue.unorderedElements.filter { !$0.isDisposed }
                .sorted { $0.precedes($1) }
                .map { "\(unsafeDowncast($0, to: VirtualSchedulerItem<Converter>.self).time)" }
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

/// One queued piece of work, without its due time (so the scheduler's queue is not generic); disposing it before it
/// runs drops its action at once (so what the action captured is released even if the scheduler never reaches it),
/// disposing it after it ran disposes what the action returned.
///
/// One atomic word replaces a lock and a single-assignment disposable: bit 1 "started", 2 "disposed", 4 "result
/// stored". Whoever sets 1 or 2 first owns `action`; whoever of `invoke` and `dispose` comes second disposes the
/// result.
// Sendable: `action` and `result` are handed over through `state`.
class VirtualSchedulerWork: Cancelable, @unchecked Sendable {
    private static var started: Int { 1 }
    private static var disposed: Int { 2 }
    private static var resultStored: Int { 4 }

    private var atomicWord = RxAtomicWord(0)
    let id: Int
    /// What to run: `action`, or else `timerTarget.timerFired(timerTag)` (an operator's timer).
    @exclusivity(unchecked) private var action: (() -> Disposable)?
    @exclusivity(unchecked) private weak var timerTarget: OperatorTimerTarget?
    private let timerTag: Int
    @exclusivity(unchecked) private var result: Disposable?

    @inline(__always)
    private var state: RxAtomic<Int> { RxAtomic(wordOf: self) }

    init(id: Int, action: @escaping () -> Disposable) {
        self.id = id
        self.action = action
        timerTag = 0
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    init(id: Int, timerTarget: OperatorTimerTarget, tag: Int) {
        self.id = id
        self.timerTarget = timerTarget
        timerTag = tag
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposed != 0
    }

    /// Runs the action unless disposed or already run.
    final func invoke() {
        let previous = state.bitwiseOr(Self.started, ordering: .acquiringAndReleasing).oldValue
        guard previous & (Self.started | Self.disposed) == 0 else { return }
        guard let action = action.take() else {
            let target = timerTarget
            timerTarget = nil
            target?.timerFired(timerTag)
            return
        }
        let disposable = action()
        result = disposable
        if state.bitwiseOr(Self.resultStored, ordering: .acquiringAndReleasing).oldValue & Self.disposed != 0 {
            result = nil
            disposable.dispose()
        }
    }

    final func dispose() {
        let previous = state.bitwiseOr(Self.disposed, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposed == 0 else { return }
        if previous & Self.started == 0 {
            action = nil
            timerTarget = nil
        } else if previous & Self.resultStored != 0 {
            result.take()?.dispose()
        }
    }

    /// Whether this work runs before `other`: due earlier, or due at the same time and scheduled first.
    func precedes(_ other: VirtualSchedulerWork) -> Bool {
        rxAbstractMethod()
    }
}

/// Work due at a virtual time of `Converter`'s clock.
// Sendable: immutable beyond the base class.
final class VirtualSchedulerItem<Converter: VirtualTimeConverterType>: VirtualSchedulerWork, @unchecked Sendable {
    let time: Converter.VirtualTimeUnit
    private let converter: Converter

    init(time: Converter.VirtualTimeUnit, converter: Converter, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.converter = converter
        super.init(id: id, action: action)
    }

    init(time: Converter.VirtualTimeUnit, converter: Converter, id: Int, timerTarget: OperatorTimerTarget, tag: Int) {
        self.time = time
        self.converter = converter
        super.init(id: id, timerTarget: timerTarget, tag: tag)
    }

    override func precedes(_ other: VirtualSchedulerWork) -> Bool {
        let other = unsafeDowncast(other, to: VirtualSchedulerItem<Converter>.self)
        switch converter.compareVirtualTime(time, other.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return id < other.id
        }
    }
}
