extension ObservableType {
    /// Pairs up, index by index, the elements of 2 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 2) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            return { try resultSelector(slot1.take(), slot2.take()) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 2 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 3 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 3) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            return { try resultSelector(slot1.take(), slot2.take(), slot3.take()) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 3 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 4 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 4) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            return { try resultSelector(slot1.take(), slot2.take(), slot3.take(), slot4.take()) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 4 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 5 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 5) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            return { try resultSelector(slot1.take(), slot2.take(), slot3.take(), slot4.take(), slot5.take()) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 5 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 6 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 6) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            let slot6 = sink.add(source6)
            return {
                try resultSelector(slot1.take(), slot2.take(), slot3.take(), slot4.take(), slot5.take(), slot6.take())
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 6 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 7 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - source7: Source 7, subscribed to after source 6.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        ZipProducer(arity: 7) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            let slot6 = sink.add(source6)
            let slot7 = sink.add(source7)
            return {
                try resultSelector(
                    slot1.take(), slot2.take(), slot3.take(), slot4.take(), slot5.take(), slot6.take(), slot7.take())
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 7 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - source7: Source 7, subscribed to after source 6.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Pairs up, index by index, the elements of 8 sources with `resultSelector`.
    ///
    /// Emits once every source has an unused element, combining the oldest of each. Completes once all sources
    /// have completed.
    ///
    ///     -1--2--3-|  +  --a---b|  zip  →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - source7: Source 7, subscribed to after source 6.
    ///   - source8: Source 8, subscribed to after source 7.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> Observable<Element> {
        ZipProducer(arity: 8) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            let slot6 = sink.add(source6)
            let slot7 = sink.add(source7)
            let slot8 = sink.add(source8)
            return {
                try resultSelector(
                    slot1.take(), slot2.take(), slot3.take(), slot4.take(), slot5.take(), slot6.take(), slot7.take(),
                    slot8.take())
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs up, index by index, the elements of 8 sources into tuples.
    ///
    ///     -1--2--3-|  +  --a---b|  zip →  --(1,a)-(2,b)|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - source7: Source 7, subscribed to after source 6.
    ///   - source8: Source 8, subscribed to after source 7.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .zip(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
