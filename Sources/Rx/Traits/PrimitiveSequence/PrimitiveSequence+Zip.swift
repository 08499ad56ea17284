extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the sources, once each has succeeded; the
    /// first failure fails the result.
    ///
    ///     a: --1|   b: ----2|   zip(a, b) { $0 + $1 }:  ----3|
    /// - Returns: A `Single` of the combined result.
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>,
        resultSelector: @escaping (repeat each E) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: PackCombining.zip(repeat (each source).source, resultSelector: resultSelector))
    }

    /// Succeeds with `resultSelector` applied to the elements of every `Single` in `collection`; an empty
    /// collection succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred {
                PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([])))
            }
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Succeeds with the elements of every `Single` in `collection`, in order; an empty collection succeeds
    /// with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element>
    {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Succeeds with the tuple of the elements of all the sources, once each has succeeded.
    ///
    ///     a: --1|   b: ----x|   zip(a, b):  ----(1, x)|
    public static func zip<each E>(_ source: repeat PrimitiveSequence<Trait, each E>)
        -> PrimitiveSequence<Trait, (repeat each E)>
    {
        PrimitiveSequence<Trait, (repeat each E)>(
            raw: PackCombining.zip(
                repeat (each source).source,
                resultSelector: { (value: repeat each E) in
                    (repeat each value)
                }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the sources once each has one; completes
    /// empty as soon as one completes empty.
    public static func zip<each E>(
        _ source: repeat PrimitiveSequence<Trait, each E>,
        resultSelector: @escaping (repeat each E) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: PackCombining.zip(repeat (each source).source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
    /// Succeeds with the tuple of the elements of all the sources once each has one; completes empty as soon
    /// as one completes empty.
    public static func zip<each E>(_ source: repeat PrimitiveSequence<Trait, each E>)
        -> PrimitiveSequence<Trait, (repeat each E)>
    {
        PrimitiveSequence<Trait, (repeat each E)>(
            raw: PackCombining.zip(
                repeat (each source).source,
                resultSelector: { (value: repeat each E) in
                    (repeat each value)
                }))
    }
}
