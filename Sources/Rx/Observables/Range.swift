extension ObservableType where Element: FixedWidthInteger {
    /// `count` consecutive integers from `start`, one per scheduler turn, then completion.
    ///
    ///     range(start: 1, count: 3): (1)(2)(3)|
    /// - Parameters:
    ///   - start: The first integer sent.
    ///   - count: How many integers to send.
    ///   - scheduler: Where each integer is sent.
    /// - Returns: The sequence of integers.
    /// - Precondition: `count >= 0`, and `start + count - 1` fits in `Element`.
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "range: count must not be negative (got \(count))")
        precondition(count == 0 || start <= Element.max - (count - 1), "range: start + count overflows \(Element.self)")
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeSink<Element: FixedWidthInteger>: SteppingSink<Element> {
    private let start: Element
    private let count: Element
    @exclusivity(unchecked) private var index: Element = 0

    init(start: Element, count: Element, downstream: ObserverNode<Element>) {
        self.start = start
        self.count = count
        super.init(downstream: downstream)
    }

    // Generic integer arithmetic costs a witness-table call per operation; `Int` gets a specialized copy.
    @_specialize(where Element == Int)
    override func step() -> Bool {
        guard index < count else { return complete() }
        let value = start + index
        index += 1
        forwardNext(value)
        return true
    }
}

private final class RangeProducer<Element: FixedWidthInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = RangeSink(start: start, count: count, downstream: observer)
        sink.start(on: scheduler)
        return sink
    }
}

/// The integer types `range` accepts (RxSwift's spelling).
public typealias RxAbstractInteger = FixedWidthInteger
