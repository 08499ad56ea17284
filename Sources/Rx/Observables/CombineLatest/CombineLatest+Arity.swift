extension ObservableType {
    /// Combines the latest elements of 2 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 2) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            return { try resultSelector(slot1.value, slot2.value) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 2 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 3 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 3) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            return { try resultSelector(slot1.value, slot2.value, slot3.value) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 3 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 4 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 4) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            return { try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 4 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) {
            ($0, $1, $2, $3)
        }
    }
}

extension ObservableType {
    /// Combines the latest elements of 5 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 5) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            return { try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value, slot5.value) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 5 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 6 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - resultSelector: Combines one element of each source; an error it throws ends the result.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 6) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            let slot6 = sink.add(source6)
            return { try resultSelector(slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value) }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 6 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 7 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
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
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 7) { sink in
            let slot1 = sink.add(source1)
            let slot2 = sink.add(source2)
            let slot3 = sink.add(source3)
            let slot4 = sink.add(source4)
            let slot5 = sink.add(source5)
            let slot6 = sink.add(source6)
            let slot7 = sink.add(source7)
            return {
                try resultSelector(
                    slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value, slot7.value)
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 7 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
    /// - Parameters:
    ///   - source1: Source 1, subscribed to first.
    ///   - source2: Source 2, subscribed to after source 1.
    ///   - source3: Source 3, subscribed to after source 2.
    ///   - source4: Source 4, subscribed to after source 3.
    ///   - source5: Source 5, subscribed to after source 4.
    ///   - source6: Source 6, subscribed to after source 5.
    ///   - source7: Source 7, subscribed to after source 6.
    /// - Returns: Tuples of one element of each source, in source order.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 8 sources with `resultSelector`.
    ///
    /// Emits whenever any source sends, once each has sent at least one. Completes when all sources have completed,
    /// or when a source sends while all others have completed and one of them never sent anything.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest  →  --(1,a)-(2,a)-(2,b)-|
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
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(arity: 8) { sink in
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
                    slot1.value, slot2.value, slot3.value, slot4.value, slot5.value, slot6.value, slot7.value,
                    slot8.value)
            }
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 8 sources into tuples.
    ///
    ///     -1----2-|  +  --a--b-|  combineLatest →  --(1,a)-(2,a)-(2,b)-|
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
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
            .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            }
    }
}
