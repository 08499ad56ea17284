extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that error.
    ///
    ///     --1--2--3--|  map { $0 * 2 }  --2--4--6--|
    ///
    /// Consecutive `map`, `filter` and `compactMap` run in one subscription, each closure once per element.
    /// - Parameter transform: Applied to each element.
    /// - Returns: The sequence of transformed elements.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // Inlinable so that the stage is created where its element types are known: its generic metadata comes
        // from the caller's cache, not from a lookup per call.
        MapStage(over: asObservable(), transform: transform)
    }
}

/// `map` as a stage of a fused chain.
@usableFromInline
final class MapStage<Source, Result>: FusedStage<Source, Result> {
    private let transform: (Source) throws -> Result

    @usableFromInline
    init(over source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(over: source)
    }

    private init(detachedAfter parent: FusedChain<Source>?, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(detachedAfter: parent)
    }

    override func apply(_ input: Source, _ next: (Result) throws -> Void) throws {
        try next(transform(input))
    }

    override func copy(after parent: FusedChain<Source>?) -> FusedChain<Result> {
        MapStage(detachedAfter: parent, transform: transform)
    }
}
