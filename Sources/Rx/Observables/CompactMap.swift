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
        CompactMapStage(over: asObservable(), transform: transform)
    }
}

/// `compactMap` as a stage of a fused chain.
@usableFromInline
final class CompactMapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result?

    @usableFromInline
    init(over source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(over: source)
    }

    private init(detachedAfter parent: FusedChain<Source>?, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(detachedAfter: parent)
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        if let result = try transform(input) { try next(result) }
    }

    override func copy(after parent: FusedChain<Source>?) -> FusedChain<Result> {
        CompactMapStage(detachedAfter: parent, transform: transform)
    }
}
