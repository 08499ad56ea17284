extension ObservableType {
    /// Folds every element into an accumulator and, when the source completes, sends `mapResult` of the final
    /// accumulator, then completes.
    ///
    /// An error thrown by `accumulator` or `mapResult` ends the sequence with that error. For the intermediate
    /// values, use `scan`.
    ///
    ///     --1--2--3--|  reduce(0, accumulator: +, mapResult: { "\($0)" })  -----------("6"|)
    /// - Parameters:
    ///   - seed: The accumulator's starting value.
    ///   - accumulator: Returns the next accumulator from the current one and an element.
    ///   - mapResult: Turns the final accumulator into the element sent.
    /// - Returns: A sequence of one element, sent when the source completes.
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        ReduceProducer(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into an accumulator and, when the source completes, sends the final accumulator,
    /// then completes.
    ///
    /// An error thrown by `accumulator` ends the sequence with that error. For the intermediate values, use `scan`.
    ///
    ///     --1--2--3--|  reduce(0, accumulator: +)  -----------(6|)
    /// - Parameters:
    ///   - seed: The accumulator's starting value; sent as is when the source completes empty.
    ///   - accumulator: Returns the next accumulator from the current one and an element.
    /// - Returns: A sequence of one element, sent when the source completes.
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        ReduceProducer(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class ReduceSink<Element, Accumulate, Result>: Sink<Element, Result> {
    private var accumulated: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(
        seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result, downstream: ObserverNode<Result>
    ) {
        accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            accumulated = try accumulator(accumulated, element)
        } catch {
            forwardError(error)
        }
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        let result: Result
        do {
            result = try mapResult(accumulated)
        } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
        forwardCompleted()
    }
}

private final class ReduceProducer<Element, Accumulate, Result>: Producer<Result> {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<Element>, seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = ReduceSink(seed: seed, accumulator: accumulator, mapResult: mapResult, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
