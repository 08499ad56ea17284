extension InfallibleType {
    /// Merges the elements of all the `Infallible`s of `sources`.
    ///
    /// RxSwift 6's version of this overload concatenates instead of merging; this one merges, as its name says.
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements as they arrive; it completes when all have.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}
