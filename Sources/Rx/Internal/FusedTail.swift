// A fused chain's tail: operators that keep the element type (`filter`, and `map` to the same type) appended to the
// last stage of a chain in place, instead of as a stage of their own, so one object holds up to five operators.
//
// An operator appends here only when it holds the one reference to the stage (`isKnownUniquelyReferenced` on the
// sequence it consumed): then nothing else can ever see the stage without the operator, so growing it is the same as
// wrapping it in a new stage. The temporaries of `subject.map { … }.filter { … }` are such stages; a stage held by a
// variable that is used again, or by another stage, is not, and gets a new stage.
//
// A subscription sees no difference: `just` runs the tail after the stage's own operator (`runTail`), and a sink gets
// one step per operator, as for stages (`tailSteps(after:)`). Chain descriptions name each operator
// (`FusedStage.debugSources`).

extension FusedChain {
    /// How many operators a stage's tail holds.
    @usableFromInline
    static var tailCapacity: Int32 {
        4
    }

    /// Appends `transform` to the tail, unless it is full (then `false`).
    @usableFromInline
    final func appendMap(
        _ transform: @escaping (Element) throws -> Element, stepType: MapStep<Element, Element>.Type
    ) -> Bool {
        switch tailCount {
        case 0: tailMap0 = transform
        case 1: tailMap1 = transform
        case 2: tailMap2 = transform
        case 3: tailMap3 = transform
        default: return false
        }
        tailMapStepType = stepType
        appended()
        return true
    }

    /// Appends `predicate` to the tail, unless it is full (then `false`).
    @usableFromInline
    final func appendFilter(_ predicate: @escaping (Element) throws -> Bool, stepType: FilterStep<Element>.Type)
        -> Bool
    {
        switch tailCount {
        case 0: tailFilter0 = predicate
        case 1: tailFilter1 = predicate
        case 2: tailFilter2 = predicate
        case 3: tailFilter3 = predicate
        default: return false
        }
        tailFilterStepType = stepType
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
    private func isFilter(at index: Int32) -> Bool {
        tailFilterBits & (1 << UInt8(truncatingIfNeeded: index)) != 0
    }

    /// The closure of the map at `index`.
    private func tailMap(at index: Int32) -> (Element) throws -> Element {
        switch index {
        case 0: tailMap0
        case 1: tailMap1
        case 2: tailMap2
        default: tailMap3
        }
    }

    /// The closure of the filter at `index`.
    private func tailFilter(at index: Int32) -> (Element) throws -> Bool {
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

    /// The tail's operators as steps after `parent` (the steps of the operators before them); `parent` itself when
    /// the tail is empty.
    final func tailSteps(after parent: consuming FusedSteps<Element>?) -> FusedSteps<Element>? {
        var steps = parent
        var index: Int32 = 0
        while index < tailCount {
            if isFilter(at: index) {
                steps = tailFilterStepType.unsafelyUnwrapped.init(after: steps, predicate: tailFilter(at: index))
            } else {
                steps = tailMapStepType.unsafelyUnwrapped.init(after: steps, transform: tailMap(at: index))
            }
            index &+= 1
        }
        return steps
    }
}

/// An operator of a stage's tail in a chain description (`FusedStage.debugSources`): it has no observable of its own.
final class FusedTailDescription: ChainDescribing {
    let debugName: String
    let debugSources: [ChainDescribing]

    init(name: String, sources: [ChainDescribing]) {
        debugName = name
        debugSources = sources
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
    /// `source` with `transform` appended in place, when it is a fused chain's stage with room that `source` holds
    /// the one reference to (see FusedTail.swift); `nil` otherwise, with `source` untouched.
    @inlinable
    static func appendingMap(
        _ transform: @escaping (Element) throws -> Element, stepType: MapStep<Element, Element>.Type,
        to source: inout Observable<Element>
    ) -> Observable<Element>? {
        guard source.isFusedChain, isKnownUniquelyReferenced(&source) else { return nil }
        return unsafeDowncast(source, to: FusedChain<Element>.self).appendMap(transform, stepType: stepType)
            ? source : nil
    }

    /// `source` with `predicate` appended in place, as `appendingMap` does a transform.
    @inlinable
    static func appendingFilter(
        _ predicate: @escaping (Element) throws -> Bool, stepType: FilterStep<Element>.Type,
        to source: inout Observable<Element>
    ) -> Observable<Element>? {
        guard source.isFusedChain, isKnownUniquelyReferenced(&source) else { return nil }
        return unsafeDowncast(source, to: FusedChain<Element>.self).appendFilter(predicate, stepType: stepType)
            ? source : nil
    }
}
