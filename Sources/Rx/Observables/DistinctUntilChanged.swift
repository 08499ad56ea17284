extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    ///     --1--1--2--2--1--|  distinctUntilChanged()  --1-----2-----1--|
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), keySelector: { $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key, computed by `keySelector`, equals the key of the last element sent.
    ///
    /// An error thrown by `keySelector` ends the sequence with that error.
    ///
    ///     --"a"--"A"--"b"--|  distinctUntilChanged { $0.lowercased() }  --"a"--------"b"--|
    /// - Parameter keySelector: Computes the key compared.
    /// - Returns: The sequence without consecutive elements of equal key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        DistinctUntilChangedProducer(source: asObservable(), keySelector: keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` reports equal to the last element sent.
    ///
    /// An error thrown by `comparer` ends the sequence with that error.
    ///
    ///     --1--2--5--6--|  distinctUntilChanged { abs($0 - $1) < 2 }  --1-----5-----|
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: The sequence without consecutive equal elements.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), keySelector: { $0 }, comparer: comparer)
    }

    /// Drops each element whose key, computed by `keySelector`, `comparer` reports equal to the key of the last
    /// element sent.
    ///
    /// An error thrown by either closure ends the sequence with that error.
    ///
    ///     --(1,a)--(1,b)--(2,c)--|  distinctUntilChanged({ $0.0 }, comparer: ==)  --(1,a)--------(2,c)--|
    /// - Parameters:
    ///   - keySelector: Computes the key compared.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The sequence without consecutive elements of equal key.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the last element sent.
    ///
    ///     --{n:1}--{n:1}--{n:2}--|  distinctUntilChanged(at: \.n)  --{n:1}--------{n:2}--|
    /// - Parameter keyPath: The property compared.
    /// - Returns: The sequence without consecutive elements of equal property.
    public func distinctUntilChanged<Value: Equatable>(at keyPath: KeyPath<Element, Value>) -> Observable<Element> {
        DistinctUntilChangedProducer(
            source: asObservable(), keySelector: { $0 }, comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }
}

private final class DistinctUntilChangedSink<Element, Key>: Sink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var currentKey: Key?

    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        downstream: ObserverNode<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            let key = try keySelector(element)
            if let currentKey, try comparer(currentKey, key) {
                return
            }
            currentKey = key
        } catch {
            forwardError(error)
            return
        }
        forwardNext(element)
    }
}

private final class DistinctUntilChangedProducer<Element, Key>: Producer<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(
        source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
