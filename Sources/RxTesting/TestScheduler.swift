import Rx

/// A virtual-time scheduler for tests: time is an integer tick count that only moves when the scheduler runs, so
/// tests of timing-dependent code are instant and deterministic.
///
/// Create observables with recorded events (`createHotObservable`, `createColdObservable`), record what a sequence
/// emits with `start { ... }` or `createObserver(_:)`, and hand the scheduler to time-based operators.
///
/// Timing rules (as RxTest's): with `simulateProcessingDelay` on (the default), work scheduled with `schedule` or
/// `scheduleRelative` for a time at or before the current tick runs one tick later, and `resolution` is the number
/// of seconds per tick used to convert `RxTimeInterval`s to ticks.
// Sendable: state guarded by the base class's lock; `simulateProcessingDelay` is immutable.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The virtual times `start(_:)` uses when none are given.
    public enum Defaults {
        /// When `start` calls its `create` closure: 100.
        public static let created = 100
        /// When `start` subscribes to the created sequence: 200.
        public static let subscribed = 200
        /// When `start` disposes the subscription: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// A test scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The tick before any work runs (usually 0).
    ///   - resolution: Seconds per tick: a real interval of `resolution * n` seconds spans `n` ticks.
    ///   - simulateProcessingDelay: When `true`, work scheduled for now (or the past) runs at the next tick.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable: emits `events` at their absolute virtual times, whether or not anyone is subscribed.
    ///
    /// - Parameter events: The events with the ticks at which they happen.
    /// - Returns: An observable that also records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable: replays `events` to each subscriber, each event at its time relative to the subscription.
    ///
    /// - Parameter events: The events with their offsets, in ticks, from the moment of subscription.
    /// - Returns: An observable that also records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event it receives together with the tick at which it arrived.
    ///
    /// - Parameter type: The element type, to help type inference.
    /// - Returns: The recording observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual time `time` (no processing delay is added).
    ///
    /// - Parameters:
    ///   - time: The tick at which to run.
    ///   - action: The work, such as `subject.onNext(1)`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// With `simulateProcessingDelay`, moves work due at or before the current tick to the next tick (at
    /// `Int.max`, the last tick there is, work stays at that tick).
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let now = clock
        guard time <= now else { return time }
        return simulateProcessingDelay && now < .max ? now + 1 : now
    }

    /// Runs the scheduler: calls `create` at `created`, subscribes to its result at `subscribed` and disposes the
    /// subscription at `disposed`, recording every event the subscription received.
    ///
    /// - Parameters:
    ///   - created: The tick at which `create` is called.
    ///   - subscribed: The tick at which the sequence is subscribed to.
    ///   - disposed: The tick at which the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            guard let source else {
                preconditionFailure(
                    "TestScheduler.start: `subscribed` (\(subscribed)) comes before `created` (\(created))")
            }
            subscription = source.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            subscription = nil
            source = nil
            return Disposables.create()
        }

        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with creation at 100 and subscription at 200.
    ///
    /// - Parameters:
    ///   - disposed: The tick at which the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with creation at 100, subscription at 200 and disposal at 1000.
    ///
    /// - Parameter create: Builds the sequence under test.
    /// - Returns: The observer with the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
