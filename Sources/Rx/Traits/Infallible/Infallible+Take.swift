extension InfallibleType {
    /// Emits elements while `predicate` holds, then completes.
    ///
    ///     --1--2--5--1--|  take(while: { $0 < 3 })                        --1--2--|
    ///     --1--2--5--1--|  take(while: { $0 < 3 }, behavior: .inclusive)  --1--2--(5|)
    ///
    /// An `Infallible` must not fail: a `predicate` that throws breaks the trait's contract (as in RxSwift).
    /// - Parameters:
    ///   - predicate: Decides whether the sequence goes on.
    ///   - behavior: Whether the element that fails `predicate` is emitted before completing.
    /// - Returns: The leading elements that pass `predicate`.
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Emits elements until one satisfies `predicate`, then completes.
    ///
    ///     --1--2--5--1--|  take(until: { $0 > 3 })                        --1--2--|
    ///     --1--2--5--1--|  take(until: { $0 > 3 }, behavior: .inclusive)  --1--2--(5|)
    ///
    /// An `Infallible` must not fail: a `predicate` that throws breaks the trait's contract (as in RxSwift).
    /// - Parameters:
    ///   - predicate: Decides whether the sequence stops.
    ///   - behavior: Whether the element that satisfies `predicate` is emitted before completing.
    /// - Returns: The leading elements before the first one that satisfies `predicate`.
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits elements until the `Infallible` `other` emits, then completes.
    ///
    ///     --1--2--3--|
    ///     -------x----   take(until:)  --1--2-|
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements that arrive before `other` emits.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Emits the elements that arrive within `duration` of subscribing, then completes.
    ///
    ///     --1--2--3--4--|  take(for: 25)  --1--2-|     (times 10, 20, 30, 40; completes at 25)
    /// - Parameters:
    ///   - duration: How long to pass elements.
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements of the first `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }
}
