extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    ///
    ///     --"1"--"x"--"3"--|  compactMap { Int($0) }  --1--------3--|
    ///
    /// Consecutive `map`, `filter` and `compactMap` run in one subscription, each closure once per element.
    /// - Parameter transform: Maps an element to a result, or to `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // Inlinable so that the stage is created where its element types are known (see `map`).
        CompactMapStage(
            over: asObservable(), transform: transform, stepType: CompactMapStep<Element, Result>.self,
            headType: CompactMapHeadSink<Element, Result, Result>.self, unusedFilter: { _ in false })
    }
}

/// `compactMap` as a stage of a fused chain.
@usableFromInline
final class CompactMapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result?
    /// The class of this stage's step, given by the inlined operator so that making a step looks nothing up.
    private let stepType: CompactMapStep<Source, Result>.Type
    /// The class of this stage's head sink when the chain ends here, given by the inlined operator likewise
    /// (see `headSinkClass`).
    private let headType: CompactMapHeadSink<Source, Result, Result>.Type

    @usableFromInline
    init(
        over source: consuming Observable<Source>, transform: @escaping (Source) throws -> Result?,
        stepType: CompactMapStep<Source, Result>.Type, headType: CompactMapHeadSink<Source, Result, Result>.Type,
        unusedFilter: consuming @escaping (Result) throws -> Bool
    ) {
        self.transform = transform
        self.stepType = stepType
        self.headType = headType
        super.init(over: source, unusedFilter: unusedFilter)
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try CompactMapStep.apply(transform, input, next)
    }

    override func step(after parent: consuming FusedSteps<Source>?) -> FusedSteps<Result> {
        stepType.init(after: parent, transform: transform)
    }

    override func subscribeHead<Output>(
        rest: consuming FusedSteps<Output>?, restIsOneStep: Bool, onNext: ((Output) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?,
        recordingCallStack: Bool
    ) -> Disposable {
        let headSink: CompactMapHeadSink<Source, Result, Output>.Type = headSinkClass(
            headType, endingIn: Output.self, after: Result.self)
        return start(
            headSink.init(
                transform: transform, rest: rest, restIsOneStep: restIsOneStep, onNext: onNext, onError: onError,
                onCompleted: onCompleted, onDisposed: onDisposed),
            recordingCallStack: recordingCallStack)
    }
}

/// `compactMap` as the first stage of a chain subscribed with `subscribe(onNext:…)`: its closure in the observer.
@usableFromInline
final class CompactMapHeadSink<Source, Result, Output>: FusedHeadSink<Source, Result, Output> {
    private let transform: (Source) throws -> Result?

    init(
        transform: @escaping (Source) throws -> Result?, rest: FusedSteps<Output>?, restIsOneStep: Bool,
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
            try CompactMapStep<Source, Result>.apply(transform, element) { try forward($0) }
        } catch {
            fail(error)
        }
    }
}

/// `compactMap` as a step, for a sink.
@usableFromInline
final class CompactMapStep<Source, Result>: FusedStep<Source, Result> {
    private let transform: (Source) throws -> Result?

    init(after parent: FusedSteps<Source>?, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(after: parent)
    }

    /// What `compactMap` does with one input: the one place for it (the stage runs it too, for `just`).
    @inline(__always)
    static func apply(_ transform: (Source) throws -> Result?, _ input: Source, _ next: (Result) throws -> Void) throws
    {
        if let result = try transform(input) { try next(result) }
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try Self.apply(transform, input, next)
    }
}
