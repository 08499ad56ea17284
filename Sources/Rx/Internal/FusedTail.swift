// A fused chain's tail: operators that keep the element type (`filter`, and `map` to the same type) appended to the
// last stage of a chain in place, instead of as a stage of their own, so one object holds up to five operators.
//
// An operator appends here only when it holds the one reference to the stage (`isKnownUniquelyReferenced` on the
// sequence it consumed): then nothing else can ever see the stage without the operator, so growing it is the same as
// wrapping it in a new stage. The temporaries of `subject.map { … }.filter { … }` are such stages; a stage held by a
// variable that is used again, or by another stage, is not, and gets a new stage.
//
// A subscription sees no difference: `just` runs the tail after the stage's own operator (`runTail`), and a sink gets
// the tail as steps (`tailSteps(after:)`): the step of its operator for a tail of one, one `FusedTailStep` holding a
// copy of the tail for a longer one. Chain descriptions name each operator (`FusedStage.debugSources`).

extension FusedChain {
    /// How many operators a stage's tail holds.
    @usableFromInline
    static var tailCapacity: Int32 {
        4
    }

    /// Appends `transform` to the tail, unless it is full (then `false`).
    @usableFromInline
    final func appendMap(
        _ transform: @escaping (Element) throws -> Element, stepType: MapStep<Element, Element>.Type,
        tailStepType: FusedTailStep<Element>.Type
    ) -> Bool {
        switch tailCount {
        case 0: tailMap0 = transform
        case 1: tailMap1 = transform
        case 2: tailMap2 = transform
        case 3: tailMap3 = transform
        default: return false
        }
        tailMapStepType = stepType
        self.tailStepType = tailStepType
        appended()
        return true
    }

    /// Appends `predicate` to the tail, unless it is full (then `false`).
    @usableFromInline
    final func appendFilter(
        _ predicate: @escaping (Element) throws -> Bool, stepType: FilterStep<Element>.Type,
        tailStepType: FusedTailStep<Element>.Type
    ) -> Bool {
        switch tailCount {
        case 0: tailFilter0 = predicate
        case 1: tailFilter1 = predicate
        case 2: tailFilter2 = predicate
        case 3: tailFilter3 = predicate
        default: return false
        }
        tailFilterStepType = stepType
        self.tailStepType = tailStepType
        tailFilterBits |= 1 << UInt8(truncatingIfNeeded: tailCount)
        appended()
        return true
    }

    private func appended() {
        tailCount &+= 1
        operatorCount &+= 1
    }

    /// Whether the tail's operator at `index` is a filter (a map otherwise).
    @inline(__always)
    final func isFilter(at index: Int32) -> Bool {
        tailFilterBits & (1 << UInt8(truncatingIfNeeded: index)) != 0
    }

    /// The closure of the map at `index`.
    final func tailMap(at index: Int32) -> (Element) throws -> Element {
        switch index {
        case 0: tailMap0.unsafelyUnwrapped
        case 1: tailMap1.unsafelyUnwrapped
        case 2: tailMap2.unsafelyUnwrapped
        default: tailMap3.unsafelyUnwrapped
        }
    }

    /// The closure of the filter at `index`.
    final func tailFilter(at index: Int32) -> (Element) throws -> Bool {
        switch index {
        case 0: tailFilter0
        case 1: tailFilter1
        case 2: tailFilter2
        default: tailFilter3
        }
    }

    /// RxSwift's name for the tail's operator at `index`, in chain descriptions.
    final func tailName(at index: Int32) -> String {
        isFilter(at: index) ? "filter" : "map"
    }

    /// Runs the tail's operators from `index` on `input` and hands the result to `next`, or nothing when one dropped
    /// it.
    final func runTail(_ input: Element, from index: Int32 = 0, _ next: (Element) throws -> Void) throws {
        if index == tailCount {
            try next(input)
        } else if isFilter(at: index) {
            try FilterStep.apply(tailFilter(at: index), input) { try runTail($0, from: index &+ 1, next) }
        } else {
            try MapStep.apply(tailMap(at: index), input) { try runTail($0, from: index &+ 1, next) }
        }
    }

    /// The tail as steps after `parent` (the steps of the operators before it); `parent` itself when the tail is
    /// empty. One step in any case: a tail of one is its operator's step, a longer one a `FusedTailStep`.
    final func tailSteps(after parent: consuming FusedSteps<Element>?) -> FusedSteps<Element>? {
        switch tailCount {
        case 0:
            return parent
        case 1:
            if isFilter(at: 0) {
                return tailFilterStepType.unsafelyUnwrapped.init(after: parent, predicate: tailFilter0)
            }
            return tailMapStepType.unsafelyUnwrapped.init(after: parent, transform: tailMap0.unsafelyUnwrapped)
        default:
            return tailStepType.unsafelyUnwrapped.init(after: parent, copying: self)
        }
    }
}

/// A stage's tail of two or more operators as one step, for a sink: a copy of the tail's closures (the stage holds
/// its root, which a sink must not reach; see `FusedChain`). One object instead of a step per operator.
@usableFromInline
final class FusedTailStep<Element>: FusedTailStepEntry<Element, Element> {
    private let parent: FusedSteps<Element>?
    private let count: Int32
    private let filterBits: UInt8
    private let map0: ((Element) throws -> Element)?
    private let map1: ((Element) throws -> Element)?
    private let map2: ((Element) throws -> Element)?
    private let map3: ((Element) throws -> Element)?
    private let filter0: (Element) throws -> Bool
    private let filter1: (Element) throws -> Bool
    private let filter2: (Element) throws -> Bool
    private let filter3: (Element) throws -> Bool

    init(after parent: consuming FusedSteps<Element>?, copying chain: FusedChain<Element>) {
        self.parent = parent
        count = chain.tailCount
        filterBits = chain.tailFilterBits
        map0 = chain.tailMap0
        map1 = chain.tailMap1
        map2 = chain.tailMap2
        map3 = chain.tailMap3
        filter0 = chain.tailFilter0
        filter1 = chain.tailFilter1
        filter2 = chain.tailFilter2
        filter3 = chain.tailFilter3
    }

    override func run<Root, SinkInput>(
        _ element: Root, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        if parent != nil {
            try parent.unsafelyUnwrapped.run(element, sink) { input in
                try run(input, from: 0, sink, next)
            }
            return
        }
        // First: the input type is the root's element type, which is `Root`. Seen as an entry taking `Root`, this
        // step takes `element` as it is (its `runFirst` runs with this class's own metadata), as a first
        // `FusedStep` does.
        assert(Root.self == Element.self, "a first fused step runs on its root's elements")
        try withRootTyped(self, as: FusedTailStepEntry<Root, Element>.self) { try $0.runFirst(element, sink, next) }
    }

    override func runFirst<SinkInput>(
        _ input: Element, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        try run(input, from: 0, sink, next)
    }

    /// Runs the operators from `index` on `input`, each unless `sink` was disposed or terminated (by a closure,
    /// re-entrantly) before it (the first of a first step runs right after the sink checked), and hands the result
    /// to `next`.
    private func run<SinkInput>(
        _ input: Element, from index: Int32, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        if index == count {
            try next(input)
            return
        }
        if index > 0 || parent != nil, sink.isDisposed { return }
        switch index {
        case 0: try apply(filter0, map0, at: 0, input, sink, next)
        case 1: try apply(filter1, map1, at: 1, input, sink, next)
        case 2: try apply(filter2, map2, at: 2, input, sink, next)
        default: try apply(filter3, map3, at: 3, input, sink, next)
        }
    }

    /// The operator at `index` (`filter` or `map`, the fields of its position) on `input`, then the rest.
    @inline(__always)
    private func apply<SinkInput>(
        _ filter: (Element) throws -> Bool, _ map: ((Element) throws -> Element)?, at index: Int32, _ input: Element,
        _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        if filterBits & (1 << UInt8(truncatingIfNeeded: index)) != 0 {
            try FilterStep.apply(filter, input) { try run($0, from: index &+ 1, sink, next) }
        } else {
            try MapStep.apply(map.unsafelyUnwrapped, input) { try run($0, from: index &+ 1, sink, next) }
        }
    }
}

/// `FusedTailStep` seen with `Input` for its element type where it runs first, on the root's elements (see
/// `FusedTailStep.run`): `Input` is then that type, and `runFirst` the step's own.
@usableFromInline
class FusedTailStepEntry<Input, Element>: FusedSteps<Element> {
    /// Runs the tail on `input`, the first step's input, and hands the result to `next`.
    func runFirst<SinkInput>(
        _ input: Input, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        rxAbstractMethod()
    }
}

/// An operator of a stage before the last in a chain description (`FusedStage.debugSources`): it has no observable
/// of its own, and stands in `Resources.graph()` as its position in its stage.
final class FusedTailDescription: ChainDescribing {
    let debugName: String
    let debugSources: [ChainDescribing]
    let debugIdentity: (object: AnyObject, position: Int)

    init(name: String, sources: [ChainDescribing], stage: AnyObject, position: Int) {
        debugName = name
        debugSources = sources
        debugIdentity = (stage, position)
    }
}

extension ObservableType {
    /// This sequence as an `Observable`, consumed: the caller's reference is gone when this returns, so an operator
    /// may find the result uniquely referenced.
    @inlinable
    consuming func movedObservable() -> Observable<Element> {
        if Self.self == Observable<Element>.self {
            // A cast to its own type (compiled away where `Self` is known), taking `self` without a retain.
            return (consume self) as! Observable<Element>
        }
        return asObservable()
    }
}

extension Observable {
    /// Appends `transform` in place to `source` when it is a fused chain's stage with room that `source` holds the
    /// one reference to (see FusedTail.swift), and says whether it did; `source` is untouched otherwise. A `Bool`,
    /// not the stage: the caller then moves `source` out as its result, where returning it from here would copy it
    /// out of the `inout` (a retain, and a release of the caller's reference: two atomic operations per operator).
    @inlinable
    static func appendMap(
        _ transform: @escaping (Element) throws -> Element, stepType: MapStep<Element, Element>.Type,
        to source: inout Observable<Element>
    ) -> Bool {
        guard source.isFusedChain, isKnownUniquelyReferenced(&source) else { return false }
        // Borrowed: a downcast copy would retain the stage and release it after the call.
        return withRootTyped(source, as: FusedChain<Element>.self) {
            $0.appendMap(transform, stepType: stepType, tailStepType: FusedTailStep<Element>.self)
        }
    }

    /// Appends `predicate` in place to `source`, as `appendMap` does a transform.
    @inlinable
    static func appendFilter(
        _ predicate: @escaping (Element) throws -> Bool, stepType: FilterStep<Element>.Type,
        to source: inout Observable<Element>
    ) -> Bool {
        guard source.isFusedChain, isKnownUniquelyReferenced(&source) else { return false }
        // Borrowed: a downcast copy would retain the stage and release it after the call.
        return withRootTyped(source, as: FusedChain<Element>.self) {
            $0.appendFilter(predicate, stepType: stepType, tailStepType: FusedTailStep<Element>.self)
        }
    }
}
