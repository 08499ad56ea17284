/// Consecutive `map`/`filter`/`compactMap` stages over one source (the head stage's `root`), subscribed with one
/// sink for all of them ("operator fusion", as in RxJava and Reactor).
///
/// Each stage is still its own `Observable` (the operators return it, and it counts in `Resources.total` while it
/// lives), but it only knows its parent stage: `map` on a chain returns a new stage whose parent is that chain, so
/// `chain.map(f)` shared by two subscribers stays immutable. Subscribing to any stage subscribes one `FusedSink` to
/// the root, which runs every stage per element through `apply`, in order, each closure once, and stops as soon as a
/// stage drops the element, throws (the error ends the sequence, as the separate sinks did) or the subscription
/// was disposed or ended by a closure (re-entrantly): the separate sinks checked that before each stage too.
/// Operators that are not fusable (`do`, `debug`, `share`, …) subscribe to a stage like to any observable, so they
/// end fusion.
///
/// A stage's type names only its own input and output, not the root's element type: the methods that see root
/// elements are generic over it (`Root`). So the operators can be `@inlinable` and create the stage where the
/// element types are known (no generic-metadata lookup per stage at run time).
@usableFromInline
class FusedChain<Element>: Producer<Element> {
    @usableFromInline
    override init() {
        super.init()
    }

    /// Runs the stages up to this one on `element` (an element of the root, whose type is `Root`) and hands the
    /// result to `next`; nothing when a stage dropped the element or `sink` (the subscription running them, if any)
    /// was disposed or terminated before a stage.
    ///
    /// Values pass by reference through non-escaping closures (no allocation, no copies, no `Optional` — this code
    /// runs unspecialized for the caller's types, where an `Optional<Element>` costs a generic-metadata lookup).
    func apply<Root>(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    /// Runs the stages on `element` and forwards the result through `sink` (an error a stage throws ends `sink`).
    /// Stages after the first override this, saving the last stage's closure.
    func push<Root>(_ element: Root, into sink: FusedSink<Root, Element>) {
        do {
            try apply(element, sink) { result in
                sink.forwardNext(result)
            }
        } catch {
            sink.forwardError(error)
        }
    }

    /// Runs the stages on `element` and hands the result to `sink`'s closures (an error a stage throws ends
    /// `sink`). Every stage overrides this, saving a closure per element.
    func push<Root>(_ element: Root, toClosuresOf sink: FusedClosureSink<Root, Element>) {
        do {
            try apply(element, sink) { result in
                sink.deliverNext(result)
            }
        } catch {
            sink.fail(error)
        }
    }

    /// Subscribes `observer` to `chain` (this stage or one after it): the head stage asks its root
    /// (`subscribe(fused:_:)`); later stages pass the request to their parent.
    func subscribeChain<Output>(_ chain: FusedChain<Output>, _ observer: ObserverNode<Output>) -> Disposable {
        rxAbstractMethod()
    }

    /// Subscribes `subscribe(onNext:…)`'s closures to `chain` (this stage or one after it), as `subscribeChain`
    /// does an observer: the head stage asks its root (`subscribe(closuresOf:…)`).
    func subscribeChainClosures<Output>(
        _ chain: FusedChain<Output>, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        rxAbstractMethod()
    }

    /// `subscribe(onNext:…)` on this chain: one `FusedClosureSink` observes the root, runs the stages and calls the
    /// closures (or, on `just`, no object at all). Runs in the current thread's trampoline, as every subscription
    /// to a `Producer` does.
    @usableFromInline
    final func subscribeClosures(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        Trampoline.runCurrent {
            subscribeChainClosures(
                self, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                recordingCallStack: recordingCallStack)
        }
    }

    /// Subscribes the sink that runs this chain for `observer` to `source` (the root): a `FusedSink`, or for a
    /// first stage alone a sink of its own (as cheap per element as a separate operator's). The sink is created
    /// and returned here, where its concrete type's metadata is at hand for the returned `Disposable`.
    func subscribeSink<Root>(to source: Observable<Root>, _ observer: ObserverNode<Element>) -> Disposable {
        let sink = FusedSink<Root, Element>(chain: self, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }

    final override func run(_ observer: ObserverNode<Element>) -> Disposable {
        subscribeChain(self, observer)
    }

    final override var fusableChain: FusedChain<Element>? {
        self
    }
}

/// The first stage of a fused chain: it observes `root`, the chain's source.
@usableFromInline
class FusedHead<Source, Element>: FusedChain<Element> {
    final let root: Observable<Source>

    init(root: Observable<Source>) {
        self.root = root
        super.init()
    }

    final override func subscribeChain<Output>(_ chain: FusedChain<Output>, _ observer: ObserverNode<Output>)
        -> Disposable
    {
        root.subscribe(fused: chain, observer)
    }

    final override func subscribeChainClosures<Output>(
        _ chain: FusedChain<Output>, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        root.subscribe(
            closuresOf: chain, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            recordingCallStack: recordingCallStack)
    }
}

/// A stage after the first: it runs on what `parent` produces.
@usableFromInline
class FusedStage<Source, Element>: FusedChain<Element> {
    final let parent: FusedChain<Source>

    init(parent: FusedChain<Source>) {
        self.parent = parent
        super.init()
    }

    final override func subscribeChain<Output>(_ chain: FusedChain<Output>, _ observer: ObserverNode<Output>)
        -> Disposable
    {
        parent.subscribeChain(chain, observer)
    }

    final override func subscribeChainClosures<Output>(
        _ chain: FusedChain<Output>, onNext: ((Output) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        parent.subscribeChainClosures(
            chain, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            recordingCallStack: recordingCallStack)
    }
}

/// The one sink of a fused chain: runs the chain's stages on each element from the root.
final class FusedSink<Root, Element>: Sink<Root, Element> {
    private let chain: FusedChain<Element>

    init(chain: FusedChain<Element>, downstream: ObserverNode<Element>) {
        self.chain = chain
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Root) {
        if !isDisposed {
            chain.push(element, into: self)
        }
    }
}

/// Calls `body` with `head`, a fused chain's head stage, seen as the same class instantiated with the type `Root`
/// of the elements it receives from its root for its input type, which is what that type is (a head's root is the
/// only source its stages run on). Through that view the head's closures take root elements as they are: no copy
/// of each element through its type's value witnesses, no retain of the closure, in this unspecialized code. The
/// two instantiations have one layout, since they are the same type at run time.
@inline(__always)
func withRootTyped<Head: AnyObject, RootTyped: AnyObject, Result>(
    _ head: Head, as type: RootTyped.Type, _ body: (RootTyped) throws -> Result
) rethrows -> Result {
    try Unmanaged<RootTyped>.fromOpaque(Unmanaged.passUnretained(head).toOpaque())._withUnsafeGuaranteedRef(body)
}
