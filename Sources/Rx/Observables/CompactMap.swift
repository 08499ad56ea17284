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
        CompactMapStage(over: asObservable(), transform: transform, stepType: CompactMapStep<Element, Result>.self)
    }
}

/// `compactMap` as a stage of a fused chain.
@usableFromInline
final class CompactMapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result?
    /// The class of this stage's step, given by the inlined operator so that making a step looks nothing up.
    private let stepType: CompactMapStep<Source, Result>.Type

    @usableFromInline
    init(
        over source: Observable<Source>, transform: @escaping (Source) throws -> Result?,
        stepType: CompactMapStep<Source, Result>.Type
    ) {
        self.transform = transform
        self.stepType = stepType
        super.init(over: source)
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try CompactMapStep.apply(transform, input, next)
    }

    override func step(after parent: FusedSteps<Source>?) -> FusedSteps<Result> {
        stepType.init(after: parent, transform: transform)
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
