import Rx

/// An observer that records each event it receives, stamped with the `TestScheduler` tick at which it arrived.
///
/// Get one from `TestScheduler.createObserver(_:)` or as the result of `TestScheduler.start`, then compare
/// `events` with the expected `[.next(210, 2), .completed(250)]`.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler
    private let lock = RxLock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received so far, in arrival order, with its tick.
    public var events: [Recorded<Event<Element>>] {
        lock.withLock { recorded }
    }

    /// Records `event` at the scheduler's current tick.
    public func on(_ event: Event<Element>) {
        let entry = Recorded(time: scheduler.clock, value: event)
        lock.withLock { recorded.append(entry) }
    }
}
