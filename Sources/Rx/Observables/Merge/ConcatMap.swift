extension ObservableType {
    /// Maps each element to a sequence and forwards the sequences' elements one sequence after another: the next
    /// starts only when the previous one has completed; elements that arrive meanwhile wait in order.
    ///
    ///     --1--2-------|   concatMap { x in -x---x| }   →   ---1---1-2---2|
    /// - Parameter selector: Maps an element to the sequence whose elements to forward.
    /// - Returns: The elements of each inner sequence, in the order of the source elements.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeLimitedProducer(source: asObservable(), selector: { try selector($0).asObservable() }, maxConcurrent: 1)
    }
}
