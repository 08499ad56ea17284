/// The stages of a fused chain as a sink holds them: each stage's closure and the steps before it, without the root
/// (see `FusedChain`: a sink must not reach its root).
///
/// A step is not an `Observable`: it is a plain object of three words (its header, `parent` and its closure), the
/// least a subscription must allocate per stage to hold the closure where calling it costs no retain.
@usableFromInline
class FusedSteps<Element> {
    init() {}

    /// Runs the steps up to this one on `element` (an element of the root, whose type is `Root`) and hands the
    /// result to `next`; nothing when a step dropped the element or `sink` was disposed or terminated (by a
    /// closure, re-entrantly) before a step. Values pass by reference through non-escaping closures (no
    /// allocation, no copy, no `Optional`: this runs unspecialized, where an `Optional` costs a metadata lookup).
    func run<Root, SinkInput>(
        _ element: Root, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        rxAbstractMethod()
    }

    /// `run`, with the `apply` of a chain's only step (`isOnlyStep`) called directly: one virtual call fewer per
    /// element on the most common chain, a single `map` or `filter`.
    @inline(__always)
    final func run<Root, SinkInput>(
        _ element: Root, _ sink: SubscriptionNode<SinkInput>, isOnlyStep: Bool, _ next: (Element) throws -> Void
    ) throws {
        if isOnlyStep {
            // The only step is the first, whose input type is `Root` (see `FusedStep.run`).
            try withRootTyped(self, as: FusedStep<Root, Element>.self) { try $0.apply(element, next) }
        } else {
            try run(element, sink, next)
        }
    }
}

/// One step from `Input` to `Element`, after `parent` (the steps before it) or first (on the root's elements).
/// Subclasses (one per fusable operator) hold the closure and implement `apply`.
@usableFromInline
class FusedStep<Input, Element>: FusedSteps<Element> {
    final let parent: FusedSteps<Input>?

    init(after parent: FusedSteps<Input>?) {
        self.parent = parent
    }

    /// This step on one input: hands what it makes of `input` to `next`, or nothing to drop it.
    func apply(_ input: Input, _ next: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    final override func run<Root, SinkInput>(
        _ element: Root, _ sink: SubscriptionNode<SinkInput>, _ next: (Element) throws -> Void
    ) throws {
        if parent != nil {
            try parent.unsafelyUnwrapped.run(element, sink) { input in
                if sink.isDisposed { return }
                try apply(input, next)
            }
            return
        }
        // A first step's input type is its root's element type, which is `Root`: seen as the same class with `Root`
        // for `Input`, it takes `element` as it is (no copy). The assertion checks it in debug builds.
        assert(Root.self == Input.self, "a first fused step runs on its root's elements")
        try withRootTyped(self, as: FusedStep<Root, Element>.self) { try $0.apply(element, next) }
    }
}
