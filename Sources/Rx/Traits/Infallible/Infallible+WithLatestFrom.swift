extension InfallibleType {
    /// Combines each element with the latest element of `second`; elements that come before `second` has emitted
    /// are dropped.
    ///
    ///     --1-----2--3--|
    ///     ----a--b------   withLatestFrom(_:resultSelector: +)  --------2b--3b--|
    ///
    /// An `Infallible` must not fail: a `resultSelector` that throws breaks the trait's contract (as in RxSwift).
    /// - Parameters:
    ///   - second: The `Infallible` whose latest element is used.
    ///   - resultSelector: Combines an element of `self` with the latest of `second`.
    /// - Returns: The combined elements; it completes when `self` completes.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` each time `self` emits; elements of `self` that come before `second`
    /// has emitted are dropped.
    ///
    ///     --1-----2--3--|
    ///     ----a--b------   withLatestFrom(_:)  --------b--b--|
    /// - Parameter second: The `Infallible` whose latest element is emitted.
    /// - Returns: The sampled elements of `second`; it completes when `self` completes.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
