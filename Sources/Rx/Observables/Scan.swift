extension ObservableType {
    /// Folds each element into an accumulator mutated in place, and sends the accumulator after every element.
    ///
    /// The in-place form avoids copying large accumulators (arrays, dictionaries). An error thrown by
    /// `accumulator` ends the sequence with that error. For only the final value, use `reduce`.
    ///
    ///     --1--2--3--|  scan(into: 0) { $0 += $1 }  --1--3--6--|
    /// - Parameters:
    ///   - seed: The accumulator's starting value (not sent by itself).
    ///   - accumulator: Updates the accumulator with one element.
    /// - Returns: The sequence of intermediate accumulator values.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Folds each element into an accumulator, and sends the new accumulator after every element.
    ///
    /// An error thrown by `accumulator` ends the sequence with that error. For only the final value, use `reduce`.
    ///
    ///     --1--2--3--|  scan(0, accumulator: +)  --1--3--6--|
    /// - Parameters:
    ///   - seed: The accumulator's starting value (not sent by itself).
    ///   - accumulator: Returns the next accumulator from the current one and an element.
    /// - Returns: The sequence of intermediate accumulator values.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        ScanProducer(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

private final class ScanSink<Element, Accumulate>: Sink<Element, Accumulate> {
    /// Unchecked exclusivity: a runtime access check per element cost as much as the rest of `onNext`; an
    /// accumulator that makes the source send again re-entrantly sees the state as updated so far, and does not trap.
    @exclusivity(unchecked) private var accumulated: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        downstream: ObserverNode<Accumulate>
    ) {
        accumulated = seed
        self.accumulator = accumulator
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            try accumulator(&accumulated, element)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(accumulated)
    }
}

private final class ScanProducer<Element, Accumulate>: Producer<Accumulate> {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        source: Observable<Element>, seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run(_ observer: ObserverNode<Accumulate>) -> Disposable {
        let sink = ScanSink(seed: seed, accumulator: accumulator, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
