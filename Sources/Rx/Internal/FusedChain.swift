/// Consecutive `map`/`filter`/`compactMap` stages over one source (`root`), subscribed with one sink for all of
/// them ("operator fusion", as in RxJava and Reactor).
///
/// Each stage is still its own `Observable` (the operators return it, and it counts in `Resources.total` while it
/// lives), but it only knows its parent stage: `map` on a chain returns a new stage whose parent is that chain, so
/// `chain.map(f)` shared by two subscribers stays immutable. Subscribing to any stage subscribes one `FusedSink` to
/// `root`, which runs every stage per element through `apply`, in order, each closure once, and stops as soon as a
/// stage drops the element, throws (the error ends the sequence, as the separate sinks did) or the subscription
/// was disposed or ended by a closure (re-entrantly): the separate sinks checked that before each stage too.
/// Operators that are not fusable (`do`, `debug`, `share`, …) subscribe to a stage like to any observable, so they
/// end fusion.
class FusedChain<Root, Element>: Producer<Element> {
    /// The source the first stage observes.
    final let root: Observable<Root>

    init(root: Observable<Root>) {
        self.root = root
    }

    /// Runs the stages up to this one on `element` and hands the result to `next`; nothing when a stage dropped
    /// the element or `sink` (the subscription running them, if any) was disposed or terminated before a stage.
    ///
    /// Values pass by reference through non-escaping closures (no allocation, no copies, no `Optional` — this code
    /// runs unspecialized for the caller's types, where an `Optional<Element>` costs a generic-metadata lookup).
    func apply(_ element: Root, _ sink: SubscriptionNode<Root>?, _ next: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    /// Runs the stages on `element` and forwards the result through `sink` (an error a stage throws ends `sink`).
    /// Stages after the first override this, saving the last stage's closure.
    func push(_ element: Root, into sink: FusedSink<Root, Element>) {
        do {
            try apply(element, sink) { result in
                sink.forwardNext(result)
            }
        } catch {
            sink.forwardError(error)
        }
    }

    /// Subscribes the sink that runs this chain for `observer` to `source` (the root): a `FusedSink`, or for a
    /// first stage alone a sink of its own (as cheap per element as a separate operator's). The sink is created
    /// and returned here, where its concrete type's metadata is at hand for the returned `Disposable`.
    func subscribeSink(to source: Observable<Root>, _ observer: ObserverNode<Element>) -> Disposable {
        let sink = FusedSink(chain: self, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }

    final override func run(_ observer: ObserverNode<Element>) -> Disposable {
        root.subscribe(fused: self, observer)
    }

    final override func fusedMap<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapStage(parent: self, transform: transform)
    }

    final override func fusedFilter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterStage(parent: self, predicate: predicate)
    }

    final override func fusedCompactMap<Result>(
        _ transform: @escaping (Element) throws -> Result?
    ) -> Observable<Result> {
        CompactMapStage(parent: self, transform: transform)
    }
}

/// The one sink of a fused chain: runs the chain's stages on each element from `root`.
final class FusedSink<Root, Element>: Sink<Root, Element> {
    private let chain: FusedChain<Root, Element>

    init(chain: FusedChain<Root, Element>, downstream: ObserverNode<Element>) {
        self.chain = chain
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Root) {
        if !isDisposed {
            chain.push(element, into: self)
        }
    }
}
