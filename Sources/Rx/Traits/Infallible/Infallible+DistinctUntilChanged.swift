extension InfallibleType {
    /// Drops elements whose key `comparer` considers equal to the previous element's key.
    ///
    ///     --a1--a2--b3--|  distinctUntilChanged({ $0.letter }, comparer: ==)  --a1------b3--|
    ///
    /// An `Infallible` must not fail: a `keySelector` or `comparer` that throws breaks the trait's contract (as in
    /// RxSwift).
    /// - Parameters:
    ///   - keySelector: Computes the key compared for each element.
    ///   - comparer: Says whether two keys are equal.
    /// - Returns: The elements whose key differs from the previous element's.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    ///     --(a,1)--(a,2)--(b,3)--|  distinctUntilChanged(at: \.0)  --(a,1)---------(b,3)--|
    /// - Parameter keyPath: The property compared.
    /// - Returns: The elements whose value at `keyPath` differs from the previous element's.
    public func distinctUntilChanged<Value: Equatable>(at keyPath: KeyPath<Element, Value>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}
