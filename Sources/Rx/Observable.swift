/// A sequence of elements over time; the type every operator returns.
///
/// Instances come from creation operators (`just`, `create`, …), subjects and other operators; the class is not
/// meant to be subclassed outside this module.
///
/// Every live instance counts as one resource in `Resources.total`, as in RxSwift, so a test can see an observable
/// (and whatever it captured) being released.
public class Observable<Element>: ObservableType {
    init() {
        Resources.countCreated()
    }

    deinit {
        Resources.countDestroyed()
    }

    /// Subscribes `observer` to the sequence.
    ///
    /// While `Resources.isTracking` is on, the subscription is recorded without a place (this method cannot take
    /// one); `disposed(by:)` supplies it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if isTrackingSubscriptions() {
            return subscribeTracking(
                node: ObserverNode.wrapping(observer), subscriber: "subscribe(_:)", file: nil, line: 0)
        }
        return subscribe(node: ObserverNode.wrapping(observer))
    }

    /// RxSwift's name for this observable's operator, in chain descriptions (`Resources.liveSubscriptions()`).
    var debugName: String {
        OperatorNames.name(of: type(of: self))
    }

    /// The sequences this one subscribes to, first the one it is applied to; none for a source.
    var debugSources: [ChainDescribing] {
        []
    }

    /// This observable, at position 0 (see `ChainDescribing.debugIdentity`).
    var debugIdentity: (object: AnyObject, position: Int) {
        (self, 0)
    }

    /// The entry point every subscription goes through; subclasses override it.
    func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// Whether this sequence is a fused chain of `map`/`filter`/`compactMap` stages (`FusedChain`), to which those
    /// operators add a stage; any other sequence becomes the root of a new chain. A property, not an optional
    /// downcast: asking retains nothing, and the operator then moves its source into the new stage.
    @usableFromInline
    var isFusedChain: Bool {
        false
    }

    /// On a `just`, calls `body` with its element and returns `true`; `false` on any other sequence. Lets an
    /// operator take the element of a `just` inner sequence without subscribing to it (`flatMapLatest`), with no
    /// `Optional<Element>` (which would cost a generic-metadata lookup here).
    func withJustElement(_ body: (Element) throws -> Void) rethrows -> Bool {
        false
    }

    /// Whether this is a `just` (read once, when a fused stage is made over it).
    @usableFromInline
    var isJust: Bool {
        false
    }

    /// How `subscribe(onNext:…)` subscribes to this sequence: with a `ClosureObserver`, or, for a fused chain or a
    /// `just`, by its own method that needs no observer object. One dynamic call tells all three apart.
    @usableFromInline
    var closureSubscription: ClosureSubscriptionKind {
        .observer
    }

    /// Subscribes `observer` to `chain` running over this sequence: one sink for all its stages. Sources
    /// that can run the stages without a sink (`just`) override this.
    func subscribe<Output>(fused chain: FusedChain<Output>, _ observer: ObserverNode<Output>) -> Disposable {
        chain.subscribeSink(to: self, observer)
    }

    /// Returns `self`.
    ///
    /// Final and inlinable: the operators call it on every use, and inlined it costs nothing.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}

/// How `subscribe(onNext:…)` subscribes to a sequence (`Observable.closureSubscription`).
@usableFromInline
enum ClosureSubscriptionKind {
    /// With a `ClosureObserver` subscribed to it.
    case observer
    /// With `FusedChain.subscribeClosures`.
    case fusedChain
    /// With `JustObservable.subscribeClosures`.
    case just
}

extension Observable: ChainDescribing {}

extension ObservableType {
    /// Subscribes with the package's internal observer type, skipping the adapter `subscribe(_:)` needs.
    @inline(__always)
    func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        asObservable().subscribe(node: observer)
    }
}

func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method called", file: file, line: line)
}
