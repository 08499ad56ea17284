extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0`, `1`, `2`, … one every `period`, the first after one `period`.
    ///
    ///     interval(2 ticks):  --0-1-2-3-…
    /// - Parameters:
    ///   - period: The time between values. A negative period is a programming error and stops the program with a
    ///     message saying so; a period too long to represent (`.never`, `.seconds(.max)`) emits nothing.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence that never ends by itself.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }
}
