/// The observer behind `subscribe(onNext:…)` on a fused chain: it observes the chain's root, runs the first stage's
/// closure itself (held here, not in a step: one object fewer per subscription, and no virtual call and no
/// continuation per element for the first stage), then the steps of the other stages (`rest`), and calls the
/// closures. One object instead of the chain's sink, a step and a `ClosureObserver`.
///
/// `Source` is the root's element type, `Mid` the first stage's output, `Element` the chain's. Each fusable operator
/// has a subclass that holds its closure and implements `onNext`: unless disposed, what its step's `static func
/// apply` does, handing the result to `forward` (`map` and `filter` call their closure directly, `compactMap` through
/// `apply` with `forward` as the continuation), and `fail` with what it throws (`MapHeadSink`, …).
@usableFromInline
class FusedHeadSink<Source, Mid, Element>: ClosureHandlingNode<Source, Element> {
    /// The steps of the stages after the first, `nil` when the first is the only one (`Mid` is then `Element`).
    private final let rest: FusedSteps<Element>?
    /// Whether `rest` is one step (see `FusedSteps.run(_:_:isOnlyStep:_:)`).
    private final let restIsOneStep: Bool

    init(
        rest: FusedSteps<Element>?, restIsOneStep: Bool, onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        self.rest = rest
        self.restIsOneStep = restIsOneStep
        super.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Hands what the first stage made of an element to the other stages and then to `onNext`, unless the
    /// subscription was disposed or ended (by a closure, re-entrantly) in between.
    @inline(__always)
    final func forward(_ mid: Mid) throws {
        if rest == nil {
            // The first stage is the only one: its output type is the chain's. Seen as the same class with `Mid`
            // for `Element`, this observer takes `mid` as it is (asserted in debug builds).
            assert(Mid.self == Element.self, "a chain of one stage delivers that stage's output")
            withRootTyped(self, as: ClosureHandlingNode<Source, Mid>.self) { $0.deliverNext(mid) }
            return
        }
        if isDisposed { return }
        try rest.unsafelyUnwrapped.run(mid, self, isOnlyStep: restIsOneStep) { result in
            deliverNext(result)
        }
    }
}
