/// `zip` and `combineLatest` over a parameter pack of sources, for the traits' variadic-generic overloads: the same
/// engine as every other arity (`ZipProducer`, `CombineLatestProducer`), each source in a typed slot, no erasure.
enum PackCombining {
    static func zip<each E, Result>(
        _ sources: repeat Observable<each E>, resultSelector: @escaping (repeat each E) throws -> Result
    ) -> Observable<Result> {
        // As the collection form: a source that sends while all others have completed and cannot be paired ends
        // the result.
        ZipProducer(arity: count(repeat each sources), completesEarly: true) { sink in
            let slots = (repeat sink.add(each sources))
            return { try resultSelector(repeat (each slots).take()) }
        }
    }

    static func combineLatest<each E, Result>(
        _ sources: repeat Observable<each E>, resultSelector: @escaping (repeat each E) throws -> Result
    ) -> Observable<Result> {
        CombineLatestProducer(arity: count(repeat each sources)) { sink in
            let slots = (repeat sink.add(each sources))
            return { try resultSelector(repeat (each slots).value) }
        }
    }

    private static func count<each E>(_ sources: repeat Observable<each E>) -> Int {
        var count = 0
        for _ in repeat each sources { count += 1 }
        return count
    }
}
