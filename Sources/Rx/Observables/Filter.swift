extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the sequence.
    ///
    ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
    ///
    /// Consecutive `map`, `filter` and `compactMap` run in one subscription, each closure once per element.
    /// - Parameter predicate: Decides for each element.
    /// - Returns: The sequence of elements that passed.
    @inlinable
    public consuming func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Inlinable so that the stage is created where its element type is known (see `map`), and consuming so
        // that a stage this call holds the one reference to takes it in place (`FusedTail`).
        var source = (consume self).movedObservable()
        if Observable.appendFilter(predicate, stepType: FilterStep<Element>.self, to: &source) {
            return consume source
        }
        return FilterStage(
            over: consume source, predicate: predicate, stepType: FilterStep<Element>.self,
            headType: FilterHeadSink<Element, Element>.self, unusedFilter: { _ in false })
    }
}

/// `filter` as a stage of a fused chain.
@usableFromInline
final class FilterStage<Element>: FusedStage<Element, Element> {
    private let predicate: (Element) throws -> Bool
    /// The class of this stage's step, given by the inlined operator so that making a step looks nothing up.
    private let stepType: FilterStep<Element>.Type
    /// The class of this stage's head sink when the chain ends here, given by the inlined operator likewise
    /// (see `headSinkClass`).
    private let headType: FilterHeadSink<Element, Element>.Type

    @usableFromInline
    init(
        over source: consuming Observable<Element>, predicate: @escaping (Element) throws -> Bool,
        stepType: FilterStep<Element>.Type, headType: FilterHeadSink<Element, Element>.Type,
        unusedFilter: consuming @escaping (Element) throws -> Bool
    ) {
        self.predicate = predicate
        self.stepType = stepType
        self.headType = headType
        super.init(over: source, unusedFilter: unusedFilter)
    }

    override func apply(_ input: Element, _ next: (Element) throws -> Void) throws {
        try FilterStep.apply(predicate, input, next)
    }

    override func step(after parent: consuming FusedSteps<Element>?) -> FusedSteps<Element> {
        stepType.init(after: parent, predicate: predicate)
    }

    override func subscribeHead<Output>(
        rest: consuming FusedSteps<Output>?, restIsOneStep: Bool, onNext: ((Output) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?,
        recordingCallStack: Bool
    ) -> Disposable {
        let headSink: FilterHeadSink<Element, Output>.Type = headSinkClass(
            headType, endingIn: Output.self, after: Element.self)
        return start(
            headSink.init(
                predicate: predicate, rest: rest, restIsOneStep: restIsOneStep, onNext: onNext, onError: onError,
                onCompleted: onCompleted, onDisposed: onDisposed),
            recordingCallStack: recordingCallStack)
    }
}

/// `filter` as the first stage of a chain subscribed with `subscribe(onNext:…)`: its closure in the observer.
@usableFromInline
final class FilterHeadSink<Element, Output>: FusedHeadSink<Element, Element, Output> {
    private let predicate: (Element) throws -> Bool

    init(
        predicate: @escaping (Element) throws -> Bool, rest: FusedSteps<Output>?, restIsOneStep: Bool,
        onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.predicate = predicate
        super.init(
            rest: rest, restIsOneStep: restIsOneStep, onNext: onNext, onError: onError, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            // `FilterStep.apply` without its continuation (one call more per element).
            if try predicate(element) { try forward(element) }
        } catch {
            fail(error)
        }
    }
}

/// `filter` as a step, for a sink.
@usableFromInline
final class FilterStep<Element>: FusedStep<Element, Element> {
    private let predicate: (Element) throws -> Bool

    init(after parent: FusedSteps<Element>?, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(after: parent)
    }

    /// What `filter` does with one input: the one place for it (the stage runs it too, for `just`).
    @inline(__always)
    static func apply(_ predicate: (Element) throws -> Bool, _ input: Element, _ next: (Element) throws -> Void) throws
    {
        if try predicate(input) { try next(input) }
    }

    override func apply(_ input: Element, _ next: (Element) throws -> Void) throws {
        try Self.apply(predicate, input, next)
    }
}
