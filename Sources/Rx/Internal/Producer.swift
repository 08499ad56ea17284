/// An observable described by `run`: one call per subscription creates the sink chain.
///
/// Every subscription runs inside the current thread's trampoline (`CurrentThreadScheduler`), as RxSwift's does, so
/// work scheduled on `CurrentThreadScheduler` during `run` executes after `run` returns and before `subscribe` does.
@usableFromInline
class Producer<Element>: Observable<Element> {
    final override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        Trampoline.runCurrent { run(observer) }
    }

    /// Creates the sink for `observer` and subscribes it upstream. Returns the subscription.
    func run(_ observer: ObserverNode<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// The observables among the stored properties (set once, in `init`), found by reflection.
    override var debugSources: [ChainDescribing] {
        ChainReflection.sources(of: self)
    }
}
