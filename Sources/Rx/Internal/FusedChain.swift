/// Consecutive `map`/`filter`/`compactMap` stages over one source (the root), subscribed with one sink for all of
/// them ("operator fusion", as in RxJava and Reactor).
///
/// Each stage is its own `Observable` (the operators return it): the first one holds the root, each later one its
/// parent stage, so `chain.map(f)` shared by two subscribers stays immutable. Subscribing to any stage subscribes
/// one sink to the root, which runs every stage's step in order on each element, each closure once, stopping as
/// soon as a step drops the element, throws (the error ends the sequence) or the subscription was disposed or
/// ended by a closure (re-entrantly) before a step. Operators that are not fusable (`do`, `debug`, `share`, …)
/// subscribe to a stage like to any observable, so they end fusion.
///
/// A sink holds the chain's *steps* (`detached()`, `FusedSteps`): the same closures without the root, in objects
/// of three words. Holding the stages themselves would hold the root, and a root that keeps its observers (a
/// subject, or a `create` closure that captured one) would then keep itself alive through its own observer: a
/// dropped, never-disposed source must be freed, as it is in RxSwift. `just` runs the stages during `subscribe`
/// and keeps nothing, so it needs no steps.
///
/// A stage's type names only its own input and output, not the root's element type: the methods that see root
/// elements are generic over it (`Root`). So the operators can be `@inlinable` and create the stage where the
/// element types are known (no generic-metadata lookup per stage at run time).
@usableFromInline
class FusedChain<Element>: Observable<Element> {
    /// Whether the chain's root is a `just`: subscribing runs the stages on its element at once (`runOnJust`), with
    /// no walk to the root, no sink and no subscription object.
    @usableFromInline final let rootIsJust: Bool
    /// The number of stages up to this one (1 for a first stage).
    @usableFromInline final let depth: Int32
    /// The number of operators up to this one, those in tails included: a sink's steps, and its head sink's first
    /// stage and steps.
    @exclusivity(unchecked) @usableFromInline final var operatorCount: Int32
    /// The operators appended to this stage in place (see FusedTail.swift): their number (at most
    /// `tailCapacity`), which are filters (bit `i` for the `i`th), the closure of each in the field of its kind, and
    /// the class of each kind's step and of a step for the whole tail (given by the inlined operator, so that making
    /// a step looks nothing up).
    ///
    /// Fields, not a generic struct or enum, whose values unspecialized code here would copy through generic
    /// metadata. A map's field is optional (`nil` until used: nothing to store at init or to release after): a
    /// closure in an `Optional` is stored in its most general form, which for `(Element) throws -> Element` in this
    /// generic code is already its form, so wrapping and unwrapping cost nothing. A filter's is not: its `Bool`
    /// result is returned directly, not in the most general form, and unwrapping it allocated a thunk per call; a
    /// filter field not in use holds a placeholder made where the stage was (`FusedStage.init(over:)`): a closure
    /// literal there needs no context, where here it would hold one.
    @exclusivity(unchecked) @usableFromInline final var tailCount: Int32 = 0
    @exclusivity(unchecked) @usableFromInline final var tailFilterBits: UInt8 = 0
    @exclusivity(unchecked) final var tailMap0: ((Element) throws -> Element)?
    @exclusivity(unchecked) final var tailMap1: ((Element) throws -> Element)?
    @exclusivity(unchecked) final var tailMap2: ((Element) throws -> Element)?
    @exclusivity(unchecked) final var tailMap3: ((Element) throws -> Element)?
    @exclusivity(unchecked) final var tailFilter0: (Element) throws -> Bool
    @exclusivity(unchecked) final var tailFilter1: (Element) throws -> Bool
    @exclusivity(unchecked) final var tailFilter2: (Element) throws -> Bool
    @exclusivity(unchecked) final var tailFilter3: (Element) throws -> Bool
    @exclusivity(unchecked) final var tailMapStepType: MapStep<Element, Element>.Type?
    @exclusivity(unchecked) final var tailFilterStepType: FilterStep<Element>.Type?
    /// The class of the one step a sink gets for a tail of two or more operators (`FusedTailStep`).
    @exclusivity(unchecked) final var tailStepType: FusedTailStep<Element>.Type?

    @usableFromInline
    init(
        rootIsJust: Bool, depth: Int32, operatorCount: Int32, unusedFilter: consuming @escaping (Element) throws -> Bool
    ) {
        self.rootIsJust = rootIsJust
        self.depth = depth
        self.operatorCount = operatorCount
        tailFilter0 = unusedFilter
        tailFilter1 = unusedFilter
        tailFilter2 = unusedFilter
        tailFilter3 = consume unusedFilter
        super.init()
    }

    /// On a chain whose root is a `just` (`rootIsJust`): runs the stages up to this one on its element and hands
    /// the result to `next`, or nothing when a stage dropped it. Values pass by reference through non-escaping
    /// closures (no allocation, no copies, no `Optional` — this code runs unspecialized for the caller's types,
    /// where an `Optional<Element>` costs a generic-metadata lookup).
    func runOnJust(_ next: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    /// These stages as steps without the root, for a sink to hold (see the type's documentation).
    func detached() -> FusedSteps<Element> {
        rxAbstractMethod()
    }

    /// The stages after the first as steps (the first of them taking the first stage's output), `nil` for a first
    /// stage: what a `FusedHeadSink` holds besides the first stage's closure.
    func detachedAfterFirst() -> FusedSteps<Element>? {
        rxAbstractMethod()
    }

    /// Subscribes `observer` to `chain` (this stage or one after it) by asking the root (`subscribe(fused:_:)`).
    func subscribeChain<Output>(_ chain: FusedChain<Output>, _ observer: ObserverNode<Output>) -> Disposable {
        rxAbstractMethod()
    }

    /// Subscribes `subscribe(onNext:…)`'s closures to `chain` (this stage or one after it), as `subscribeChain`
    /// does an observer: the first stage subscribes a `FusedHeadSink` to the root (`subscribeHead`).
    func subscribeChainClosures<Output>(
        _ chain: FusedChain<Output>, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        rxAbstractMethod()
    }

    /// `subscribe(onNext:…)` on this chain: one `FusedHeadSink` observes the root, runs the stages and calls the
    /// closures (or, on `just`, no object at all). Runs in the current thread's trampoline, as every subscription
    /// to a `Producer` does.
    @usableFromInline
    final func subscribeClosures(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        Trampoline.runCurrent {
            if rootIsJust {
                return deliverJust(
                    { try runOnJust($0) }, onNext: onNext, onError: onError, onCompleted: onCompleted,
                    onDisposed: onDisposed, recordingCallStack: recordingCallStack)
            }
            return subscribeChainClosures(
                self, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                recordingCallStack: recordingCallStack)
        }
    }

    /// Subscribes a `FusedSink` running this chain for `observer` to `source` (the root).
    final func subscribeSink<Root>(to source: Observable<Root>, _ observer: ObserverNode<Element>) -> Disposable {
        let sink = FusedSink<Root, Element>(chain: detached(), isOnlyStep: operatorCount == 1, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }

    /// Subscribes in the current thread's trampoline, as a `Producer` does (a chain is not one: one class fewer to
    /// initialize and deinitialize per stage).
    final override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        Trampoline.runCurrent { subscribeChain(self, observer) }
    }

    final override var isFusedChain: Bool {
        true
    }

    final override var closureSubscription: ClosureSubscriptionKind {
        .fusedChain
    }
}

/// A stage from `Input` to `Element`: the first of its chain (`root` set) or a later one (`parent` set). Subclasses
/// implement `apply` (for `just`, which runs the stages themselves) and `step(after:)` (the same closure as a step,
/// for a sink).
@usableFromInline
class FusedStage<Input, Element>: FusedChain<Element> {
    /// The stage before this one (a `FusedChain`, `parent`) when `depth > 1`, the root otherwise: one field, so a
    /// stage releases one reference when it goes.
    @usableFromInline final let source: Observable<Input>

    /// A stage over `source`: after its stages when it is a fused chain, as the first stage over it otherwise.
    /// `unusedFilter` is what the tail's filter fields hold until used: a closure literal made by the inlined
    /// operator, where it needs no context (see `FusedChain.tailCount`).
    @inlinable
    init(over source: consuming Observable<Input>, unusedFilter: consuming @escaping (Element) throws -> Bool) {
        // `source` moves into `self.source`: no retain of it here and no release by the caller's temporary.
        if source.isFusedChain {
            let chain = unsafeDowncast(source, to: FusedChain<Input>.self)
            let rootIsJust = chain.rootIsJust
            let depth = chain.depth &+ 1
            let operatorCount = chain.operatorCount &+ 1
            self.source = source
            super.init(
                rootIsJust: rootIsJust, depth: depth, operatorCount: operatorCount, unusedFilter: unusedFilter)
        } else {
            let isJust = source.isJust
            self.source = source
            super.init(rootIsJust: isJust, depth: 1, operatorCount: 1, unusedFilter: unusedFilter)
        }
    }

    /// Whether this stage follows another one (`source` is then that stage).
    @inline(__always)
    final var hasParent: Bool {
        depth > 1
    }

    /// Calls `body` with the stage before this one (only when `hasParent`), borrowed: no retain.
    @inline(__always)
    final func withParent<Result>(_ body: (FusedChain<Input>) throws -> Result) rethrows -> Result {
        assert(hasParent, "a first stage has no parent")
        return try withRootTyped(source, as: FusedChain<Input>.self, body)
    }

    /// The root, for a first stage.
    @inline(__always)
    final var root: Observable<Input> {
        assert(depth == 1, "only a first stage holds the root")
        return source
    }

    /// The stage before this one, or the root (no reflection: fused chains are the most common operators); with a
    /// tail, the operators before its last.
    override final var debugSources: [ChainDescribing] {
        guard tailCount > 0 else { return [source] }
        var sources: [ChainDescribing] = [
            FusedTailDescription(name: super.debugName, sources: [source], stage: self, position: 0)
        ]
        var index: Int32 = 0
        while index < tailCount &- 1 {
            sources = [
                FusedTailDescription(
                    name: tailName(at: index), sources: sources, stage: self, position: Int(index) + 1)
            ]
            index &+= 1
        }
        return sources
    }

    /// The stage's operator, or the last of its tail.
    override final var debugName: String {
        tailCount > 0 ? tailName(at: tailCount &- 1) : super.debugName
    }

    /// The stage at the position of its last operator: growing it in place makes it another node.
    override final var debugIdentity: (object: AnyObject, position: Int) {
        (self, Int(tailCount))
    }

    /// This stage's step: hands what it makes of `input` to `next` (or nothing, to drop it). Implemented with the
    /// step's own `apply` (one place per operator for what it does).
    func apply(_ input: Input, _ next: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    final override func runOnJust(_ next: (Element) throws -> Void) throws {
        if tailCount > 0 {
            try runStageOnJust { try runTail($0, next) }
            return
        }
        try runStageOnJust(next)
    }

    /// `runOnJust` up to this stage's own operator (without its tail).
    private func runStageOnJust(_ next: (Element) throws -> Void) throws {
        if hasParent {
            try withParent { try $0.runOnJust { input in try apply(input, next) } }
        } else {
            _ = try root.withJustElement { try apply($0, next) }
        }
    }

    /// This stage's closure as a step after `parent` (the steps of the stages before it), for a sink.
    func step(after parent: consuming FusedSteps<Input>?) -> FusedSteps<Element> {
        rxAbstractMethod()
    }

    final override func detached() -> FusedSteps<Element> {
        let own = step(after: hasParent ? withParent { $0.detached() } : nil)
        return tailCount > 0 ? tailSteps(after: own).unsafelyUnwrapped : own
    }

    final override func detachedAfterFirst() -> FusedSteps<Element>? {
        guard hasParent else { return tailCount > 0 ? tailSteps(after: nil) : nil }
        let own = step(after: withParent { $0.detachedAfterFirst() })
        return tailCount > 0 ? tailSteps(after: own).unsafelyUnwrapped : own
    }

    /// As the first stage of `chain`: subscribes to the root a `FusedHeadSink` holding this stage's closure, `rest`
    /// (the other stages' steps) and the closures, and returns the subscription (`ClosureHandlingNode.start`).
    func subscribeHead<Output>(
        rest: consuming FusedSteps<Output>?, restIsOneStep: Bool, onNext: ((Output) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?,
        recordingCallStack: Bool
    ) -> Disposable {
        rxAbstractMethod()
    }

    /// Subscribes `head` (made by `subscribeHead`) to the root.
    final func start<Output>(_ head: FusedHeadSink<Input, Element, Output>, recordingCallStack: Bool) -> Disposable {
        head.start(recordingCallStack: recordingCallStack) { root.subscribe(node: $0) }
    }

    final override func subscribeChain<Output>(_ chain: FusedChain<Output>, _ observer: ObserverNode<Output>)
        -> Disposable
    {
        if hasParent {
            return withParent { $0.subscribeChain(chain, observer) }
        }
        return root.subscribe(fused: chain, observer)
    }

    final override func subscribeChainClosures<Output>(
        _ chain: FusedChain<Output>, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        if hasParent {
            return withParent {
                $0.subscribeChainClosures(
                    chain, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                    recordingCallStack: recordingCallStack)
            }
        }
        return subscribeHead(
            rest: chain.detachedAfterFirst(), restIsOneStep: chain.operatorCount == 2, onNext: onNext, onError: onError,
            onCompleted: onCompleted, onDisposed: onDisposed, recordingCallStack: recordingCallStack)
    }
}

/// The one sink of a fused chain: runs the chain's stages on each element from the root.
final class FusedSink<Root, Element>: Sink<Root, Element> {
    private let chain: FusedSteps<Element>
    /// Whether `chain` is one step (see `FusedSteps.run(_:_:isOnlyStep:_:)`).
    private let isOnlyStep: Bool

    init(chain: FusedSteps<Element>, isOnlyStep: Bool, downstream: ObserverNode<Element>) {
        self.chain = chain
        self.isOnlyStep = isOnlyStep
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Root) {
        guard !isDisposed else { return }
        do {
            try chain.run(element, self, isOnlyStep: isOnlyStep) { result in
                forwardNext(result)
            }
        } catch {
            forwardError(error)
        }
    }
}

/// Calls `body` with `instance` seen as an instance of `type`: the same generic class instantiated with other
/// arguments that are, at run time, the same types (a fused chain's first stage seen with its root's element type
/// for its input; such instantiations share a layout and a vtable), or as the subclass it is. Borrowed: no retain.
@inline(__always) @usableFromInline
func withRootTyped<Instance: AnyObject, Typed: AnyObject, Result>(
    _ instance: Instance, as type: Typed.Type, _ body: (Typed) throws -> Result
) rethrows -> Result {
    assert(instance is Typed, "withRootTyped: \(Instance.self) is not \(Typed.self)")
    return try Unmanaged<Typed>.fromOpaque(Unmanaged.passUnretained(instance).toOpaque())._withUnsafeGuaranteedRef(
        body)
}

/// A stage's head sink class for a chain ending in `Output`: `given`, the class the inlined operator named for a
/// chain ending in the stage's own output type (`StageOutput`), when `Output` is that type (then the same class,
/// checked by the comparison), so that no generic metadata is looked up; otherwise the runtime's `HeadSink`.
@inline(__always)
func headSinkClass<Given: AnyObject, HeadSink: AnyObject, StageOutput, Output>(
    _ given: Given.Type, endingIn _: Output.Type, after _: StageOutput.Type
) -> HeadSink.Type {
    if Output.self == StageOutput.self {
        return unsafeBitCast(given, to: HeadSink.Type.self)
    }
    return HeadSink.self
}
