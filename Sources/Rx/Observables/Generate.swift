extension ObservableType {
    /// A sequence produced by a loop: it sends `initialState`, then `iterate(state)`, … while `condition` holds.
    ///
    /// Each element takes one scheduler turn, and so does the final check that ends the sequence. An error thrown
    /// by `condition` or `iterate` ends the sequence with that error.
    ///
    ///     generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }): (0)(1)(2)|
    /// - Parameters:
    ///   - initialState: The first state, sent first if it satisfies `condition`.
    ///   - condition: Whether a state is sent; the sequence completes at the first state that fails it.
    ///   - scheduler: Where the loop runs.
    ///   - iterate: Computes the next state from the previous one.
    /// - Returns: The generated sequence.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

private final class GenerateSink<Element>: SteppingSink<Element> {
    private var state: Element
    private var isFirst = true
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, downstream: ObserverNode<Element>
    ) {
        state = initialState
        self.condition = condition
        self.iterate = iterate
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        do {
            if isFirst {
                isFirst = false
            } else {
                state = try iterate(state)
            }
            guard try condition(state) else { return complete() }
        } catch {
            forwardError(error)
            return false
        }
        forwardNext(state)
        return true
    }
}

private final class GenerateProducer<Element>: Producer<Element> {
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = GenerateSink(
            initialState: initialState, condition: condition, iterate: iterate, downstream: observer)
        sink.start(on: scheduler)
        return sink
    }
}
