extension ObservableType {
    /// Maps an element to a sequence and forwards its elements, ignoring source elements that arrive while that
    /// sequence is still running.
    ///
    /// Use it for work that must not be restarted or queued, such as a refresh triggered by repeated taps.
    ///
    ///     --1--2----3--|   flatMapFirst { x in -x-x| }   →   ---1-1----3-3|
    /// - Parameter selector: Maps an element that arrives while idle to the sequence to forward.
    /// - Returns: The elements of the inner sequences that were started.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), selector: { try selector($0).asObservable() }, mode: .whenIdle)
    }
}
