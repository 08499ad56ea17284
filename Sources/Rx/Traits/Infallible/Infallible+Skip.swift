extension InfallibleType {
    /// Drops elements while `predicate` holds, then passes everything from the first element it rejects.
    ///
    ///     --1--2--5--1--|  skip(while: { $0 < 3 })  --------5--1--|
    ///
    /// An `Infallible` must not fail: a `predicate` that throws breaks the trait's contract (as in RxSwift).
    /// - Parameter predicate: Decides whether an element is still dropped.
    /// - Returns: The elements from the first one `predicate` rejects on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits its first element, then passes everything.
    ///
    ///     --1--2--3--4--|
    ///     -------x-------   skip(until:)  -----------3--4--|
    /// As in RxSwift, a source that completes before `other` emits ends without a completion event.
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements that arrive after `other` emitted.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
