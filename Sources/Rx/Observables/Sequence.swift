extension ObservableType {
    /// A sequence of the arguments, one per scheduler turn, then completion.
    ///
    ///     of(1, 2, 3): (1)(2)(3)|
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, one per scheduler turn, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, one per scheduler turn, then completion.
    public static func from<Source: Swift.Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        SequenceProducer(sequence, scheduler: scheduler)
    }

    /// A sequence of the optional's value, if any, then completion.
    public static func from(optional: Element?) -> Observable<Element> {
        guard let optional else { return .empty() }
        return .just(optional)
    }

    /// A sequence of the optional's value, if any, then completion, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceProducer(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

private final class SequenceSink<Source: Swift.Sequence>: SteppingSink<Source.Element> {
    private var iterator: Source.Iterator

    init(iterator: Source.Iterator, downstream: ObserverNode<Source.Element>) {
        self.iterator = iterator
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        guard let element = iterator.next() else { return complete() }
        forwardNext(element)
        return true
    }
}

private final class SequenceProducer<Source: Swift.Sequence>: Producer<Source.Element> {
    private let elements: Source
    private let scheduler: ImmediateSchedulerType

    init(_ elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Source.Element>) -> Disposable {
        let sink = SequenceSink<Source>(iterator: elements.makeIterator(), downstream: observer)
        sink.start(on: scheduler)
        return sink
    }
}
