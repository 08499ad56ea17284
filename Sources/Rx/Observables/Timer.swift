extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`, then, with a `period`, `1`, `2`, … every `period`; without one it completes.
    ///
    ///     timer(3 ticks):                    ---(0|)
    ///     timer(3 ticks, period: 2 ticks):   ---0-1-2-3-…
    /// - Parameters:
    ///   - dueTime: When to emit the first value; a negative one is now, one too far to represent is never.
    ///   - period: The time between later values; `nil` for a single value. A negative period is a programming
    ///     error and stops the program with a message saying so.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The timer sequence.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

private final class PeriodicTimerSink<Element: RxAbstractInteger>: Sink<Never, Element> {
    override func onNext(_ element: Never) {}

    func tick(_ value: Element) -> Element {
        forwardNext(value)
        return value &+ 1
    }
}

private final class OneShotTimerSink<Element: RxAbstractInteger>: Sink<Never, Element> {
    override func onNext(_ element: Never) {}

    func fire() {
        forwardNext(0)
        forwardCompleted()
    }
}

/// The producer behind `timer` and `interval`.
final class TimerProducer<Element: RxAbstractInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        if let period {
            precondition(
                period.nanoseconds >= 0, "Observable.interval/timer: the period must not be negative (got \(period))")
        }
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        if let period {
            let sink = PeriodicTimerSink(downstream: observer)
            sink.setUpstream(
                scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { [weak sink] value in
                    sink?.tick(value) ?? value
                })
            return sink
        }
        let sink = OneShotTimerSink(downstream: observer)
        sink.setUpstream(
            scheduler.scheduleRelative((), dueTime: dueTime) { [weak sink] _ in
                sink?.fire()
                return Disposables.create()
            })
        return sink
    }
}
