/// `zip` and `combineLatest` over a parameter pack of sources, for the traits' variadic-generic overloads.
///
/// The sources are erased to `Observable<Any>`, combined with the collection form of the operator, and the
/// array of latest values is turned back into the typed arguments of `resultSelector`, in source order.
enum PackCombining {
    static func zip<each E, Result>(
        _ sources: repeat Observable<each E>, resultSelector: @escaping (repeat each E) throws -> Result
    ) -> Observable<Result> {
        Observable.zip(erase(repeat each sources)).map { try apply(resultSelector, to: $0, repeat (each E).self) }
    }

    static func combineLatest<each E, Result>(
        _ sources: repeat Observable<each E>, resultSelector: @escaping (repeat each E) throws -> Result
    ) -> Observable<Result> {
        Observable.combineLatest(erase(repeat each sources)).map {
            try apply(resultSelector, to: $0, repeat (each E).self)
        }
    }

    private static func erase<each E>(_ sources: repeat Observable<each E>) -> [Observable<Any>] {
        var erased: [Observable<Any>] = []
        for source in repeat each sources {
            erased.append(source.map { $0 as Any })
        }
        return erased
    }

    private static func apply<each E, Result>(
        _ resultSelector: (repeat each E) throws -> Result, to values: [Any], _ types: repeat (each E).Type
    ) throws -> Result {
        var index = 0
        func next<T>(_ type: T.Type) -> T {
            defer { index += 1 }
            // The array holds one value per source, in pack order, each of its source's element type.
            return values[index] as! T
        }
        return try resultSelector(repeat next(each types))
    }
}
