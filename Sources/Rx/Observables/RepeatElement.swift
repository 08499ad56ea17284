extension ObservableType {
    /// A sequence that sends `element` over and over, one per scheduler turn, and never ends.
    ///
    /// Pair it with `take(_:)` or another operator that ends the subscription.
    ///
    ///     repeatElement(1): (1)(1)(1)(1)…
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where each element is sent.
    /// - Returns: The endless sequence.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElementProducer(element: element, scheduler: scheduler)
    }
}

private final class RepeatElementSink<Element>: SteppingSink<Element> {
    private let element: Element

    init(element: Element, downstream: ObserverNode<Element>) {
        self.element = element
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        forwardNext(element)
        return true
    }
}

private final class RepeatElementProducer<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = RepeatElementSink(element: element, downstream: observer)
        sink.start(on: scheduler)
        return sink
    }
}
