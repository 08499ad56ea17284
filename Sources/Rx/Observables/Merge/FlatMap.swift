extension ObservableType {
    /// Maps each element to a sequence, subscribes to all of them at once and merges their elements.
    ///
    /// Completes once the source and every inner sequence have completed; the first error from any of them, or
    /// thrown by `selector`, ends the result.
    ///
    ///     --1-----2------|   flatMap { x in -x--x| }   →   ---1---21--2-|
    /// - Parameter selector: Maps an element to the sequence whose elements to forward.
    /// - Returns: The elements of all inner sequences, interleaved in arrival order.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), selector: { try selector($0).asObservable() }, mode: .all)
    }
}
