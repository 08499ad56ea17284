extension ObservableType {
    /// The elements of `self`, then, once it has completed, those of `second`.
    ///
    ///     -1-2-|  concat(-3-|)  →  -1-2--3-|
    /// - Parameter second: The sequence subscribed to when `self` completes.
    /// - Returns: The elements of both sequences, one after the other.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence of `sequence`, one sequence after another; each starts when the previous one
    /// completes. An error ends the result.
    ///
    /// Nested concatenations (`concat([a, concat([b, …])])`) run in a loop, without growing the stack.
    ///
    ///     [-1|, -2-3|, 4|]  concat  →  -1-2-3|4|
    /// - Parameter sequence: The sequences to concatenate; iterated lazily, once per subscription.
    /// - Returns: The elements of all sequences, in order.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        ConcatProducer(sources: .iterated { AnyIterator(sequence.makeIterator()) }, count: nil)
    }

    /// The elements of each sequence of `collection`, one sequence after another; each starts when the previous
    /// one completes. An error ends the result.
    ///
    ///     [-1|, -2-3|, 4|]  concat  →  -1-2-3|4|
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The elements of all sequences, in order.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        if let array = collection as? [Observable<Element>] {
            return ConcatProducer(sources: .array(array), count: array.count)
        }
        return ConcatProducer(sources: .iterated { AnyIterator(collection.makeIterator()) }, count: collection.count)
    }

    /// The elements of each argument, one sequence after another; each starts when the previous one completes.
    ///
    ///     -1|, -2-3|  concat  →  -1-2-3|
    /// - Parameter sources: The sequences to concatenate.
    /// - Returns: The elements of all sequences, in order.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources: .array(sources), count: sources.count)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence, one sequence after another: an inner sequence that arrives while
    /// another runs waits until it completes.
    ///
    ///     --a--b---|   concat()  →  a's elements, then b's
    /// - Returns: The elements of all inner sequences, in arrival order of the sequences.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// The deepest stack of pending sequences any `concat` has kept while flattening nested concatenations, for tests.
///
/// A concatenation whose last sequence is itself a concatenation of a collection continues in the inner one
/// without keeping the outer one, so `concat([a, concat([b, concat([c, …])])])` stays at depth 1; sequences of
/// unknown length must keep their iterator, and the depth grows. Reset it to 0 before measuring.
public var maxTailRecursiveSinkStackSize: Int {
    get { tailRecursionHighWater.load(ordering: .relaxed) }
    set { tailRecursionHighWater.store(newValue, ordering: .relaxed) }
}

private let tailRecursionHighWater = RxAtomicBox<Int>(0)

private final class ConcatSink<Element>: Sink<Element, Element> {
    private typealias Generator = (iterator: AnyIterator<Observable<Element>>, remaining: Int?)

    private let subscription = SerialDisposable()
    private let gate = RxLock()
    private var generators: [Generator] = []
    private var isMoving = false
    private var pendingMoves = 0

    func run(_ iterator: AnyIterator<Observable<Element>>, count: Int?) {
        generators.append((iterator, count))
        moveNextSerialized()
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onCompleted() {
        moveNextSerialized()
    }

    /// Runs `moveNext`; a call made while one runs (an inner that completes while being subscribed to) is
    /// queued and run by the first caller once it returns.
    private func moveNextSerialized() {
        gate.lock()
        if isMoving {
            pendingMoves += 1
            gate.unlock()
            return
        }
        isMoving = true
        gate.unlock()
        while true {
            moveNext()
            gate.lock()
            if pendingMoves > 0 {
                pendingMoves -= 1
                gate.unlock()
                continue
            }
            isMoving = false
            if isDisposed { generators.removeAll() }
            gate.unlock()
            return
        }
    }

    private func moveNext() {
        var next: Observable<Element>?
        while next == nil {
            if isDisposed { return }
            guard let (iterator, remaining) = generators.popLast() else { break }
            guard let candidate = iterator.next() else { continue }
            if let remaining {
                if remaining > 1 { generators.append((iterator, remaining - 1)) }
            } else {
                generators.append((iterator, nil))
            }
            if let nested = candidate as? ConcatProducer<Element> {
                generators.append((nested.makeIterator(), nested.count))
                tailRecursionHighWater.max(generators.count, ordering: .relaxed)
            } else {
                next = candidate
            }
        }
        guard let next else {
            forwardCompleted()
            return
        }
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        current.setDisposable(next.subscribe(node: self))
    }

    override func disposeResources() {
        subscription.dispose()
        gate.withLock {
            if !isMoving { generators.removeAll() }
        }
    }
}

private final class ConcatProducer<Element>: Producer<Element> {
    enum Sources {
        /// Kept as an array, so that tearing down nested concatenations can take them apart (see `deinit`).
        case array([Observable<Element>])
        /// Iterated afresh for each subscription.
        case iterated(() -> AnyIterator<Observable<Element>>)
    }

    /// Only replaced in `deinit`, when nothing else can read it.
    private var sources: Sources
    let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
    }

    func makeIterator() -> AnyIterator<Observable<Element>> {
        switch sources {
        case .array(let array): AnyIterator(array.makeIterator())
        case .iterated(let makeIterator): makeIterator()
        }
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = ConcatSink(downstream: observer)
        sink.run(makeIterator(), count: count)
        return sink
    }

    /// Frees nested concatenations in a loop: each nested concatenation only this one holds gives up its sources
    /// to a work list before it is released, so freeing `concat([a, concat([b, concat(…)])])` does not nest one
    /// deinit call per level (20,000 levels would overflow a thread's stack).
    deinit {
        guard case .array(var pending) = sources, !pending.isEmpty else { return }
        sources = .array([])
        while var observable = pending.popLast() {
            guard isKnownUniquelyReferenced(&observable),
                let nested = observable as? ConcatProducer<Element>,
                case .array(let inner) = nested.sources
            else { continue }
            nested.sources = .array([])
            pending.append(contentsOf: inner)
        }
    }
}
