extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the sequence.
    ///
    ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
    ///
    /// Consecutive `map`, `filter` and `compactMap` run in one subscription, each closure once per element.
    /// - Parameter predicate: Decides for each element.
    /// - Returns: The sequence of elements that passed.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Inlinable so that the stage is created where its element type is known (see `map`).
        FilterStage(over: asObservable(), predicate: predicate)
    }
}

/// `filter` as a stage of a fused chain.
@usableFromInline
final class FilterStage<Element>: FusedStage<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(over source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(over: source)
    }

    private init(detachedAfter parent: FusedChain<Element>?, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(detachedAfter: parent)
    }

    override func apply(_ input: Element, _ next: (Element) throws -> Void) throws {
        if try predicate(input) { try next(input) }
    }

    override func copy(after parent: FusedChain<Element>?) -> FusedChain<Element> {
        FilterStage(detachedAfter: parent, predicate: predicate)
    }
}
