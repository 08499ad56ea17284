extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     --1--2--3--|  map { $0 * 2 }  --2--4--6--|
    ///
    /// Consecutive `map`, `filter` and `compactMap` run in one subscription, each closure once per element.
    /// - Parameter transform: Applied to each element.
    /// - Returns: The sequence of transformed elements.
    @inlinable
    public consuming func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // Inlinable so that the stage is created where its element types are known: its generic metadata comes
        // from the caller's cache, not from a lookup per call. Consuming, so that a stage this call holds the one
        // reference to takes a `map` to the same type in place (`FusedTail`).
        var source = (consume self).movedObservable()
        if Result.self == Element.self,
            Observable.appendMap(
                unsafeBitCast(transform, to: ((Element) throws -> Element).self),
                stepType: MapStep<Element, Element>.self, to: &source)
        {
            return unsafeDowncast(consume source, to: Observable<Result>.self)
        }
        return MapStage(
            over: consume source, transform: transform, stepType: MapStep<Element, Result>.self,
            headType: MapHeadSink<Element, Result, Result>.self, unusedFilter: { _ in false })
    }
}

/// `map` as a stage of a fused chain.
@usableFromInline
final class MapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result
    /// The class of this stage's step, given by the inlined operator so that making a step looks nothing up.
    private let stepType: MapStep<Source, Result>.Type
    /// The class of this stage's head sink when the chain ends here, given by the inlined operator likewise
    /// (see `headSinkClass`).
    private let headType: MapHeadSink<Source, Result, Result>.Type

    @usableFromInline
    init(
        over source: consuming Observable<Source>, transform: @escaping (Source) throws -> Result,
        stepType: MapStep<Source, Result>.Type, headType: MapHeadSink<Source, Result, Result>.Type,
        unusedFilter: consuming @escaping (Result) throws -> Bool
    ) {
        self.transform = transform
        self.stepType = stepType
        self.headType = headType
        super.init(over: source, unusedFilter: unusedFilter)
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try MapStep.apply(transform, input, next)
    }

    override func step(after parent: consuming FusedSteps<Source>?) -> FusedSteps<Result> {
        stepType.init(after: parent, transform: transform)
    }

    override func subscribeHead<Output>(
        rest: consuming FusedSteps<Output>?, restIsOneStep: Bool, onNext: ((Output) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?,
        recordingCallStack: Bool
    ) -> Disposable {
        let headSink: MapHeadSink<Source, Result, Output>.Type = headSinkClass(
            headType, endingIn: Output.self, after: Result.self)
        return start(
            headSink.init(
                transform: transform, rest: rest, restIsOneStep: restIsOneStep, onNext: onNext, onError: onError,
                onCompleted: onCompleted, onDisposed: onDisposed),
            recordingCallStack: recordingCallStack)
    }
}

/// `map` as the first stage of a chain subscribed with `subscribe(onNext:…)`: its closure in the observer.
@usableFromInline
final class MapHeadSink<Source, Result, Output>: FusedHeadSink<Source, Result, Output> {
    private let transform: (Source) throws -> Result

    init(
        transform: @escaping (Source) throws -> Result, rest: FusedSteps<Output>?, restIsOneStep: Bool,
        onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.transform = transform
        super.init(
            rest: rest, restIsOneStep: restIsOneStep, onNext: onNext, onError: onError, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    override func onNext(_ element: Source) {
        guard !isDisposed else { return }
        do {
            // `MapStep.apply` without its continuation: for `map` it is only this, and a continuation here would
            // be one call more per element.
            try forward(transform(element))
        } catch {
            fail(error)
        }
    }
}

/// `map` as a step, for a sink.
@usableFromInline
final class MapStep<Source, Result>: FusedStep<Source, Result> {
    private let transform: (Source) throws -> Result

    init(after parent: FusedSteps<Source>?, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(after: parent)
    }

    /// What `map` does with one input: the one place for it (the stage runs it too, for `just`).
    @inline(__always)
    static func apply(_ transform: (Source) throws -> Result, _ input: Source, _ next: (Result) throws -> Void) throws {
        try next(transform(input))
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try Self.apply(transform, input, next)
    }
}
