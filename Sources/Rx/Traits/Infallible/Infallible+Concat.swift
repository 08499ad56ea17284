extension InfallibleType {
    /// Runs the `Infallible`s of `sequence` one after another.
    ///
    ///     --1--|  then  --2--|   concat  --1----2--|
    /// - Parameter sequence: The sequences, in order.
    /// - Returns: The elements of each, in order; it completes after the last.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Infallible`s of `collection` one after another.
    ///
    /// - Parameter collection: The sequences, in order.
    /// - Returns: The elements of each, in order; it completes after the last.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the `Infallible`s one after another.
    ///
    /// - Parameter sources: The sequences, in order.
    /// - Returns: The elements of each, in order; it completes after the last.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }
}
