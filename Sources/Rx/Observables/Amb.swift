extension ObservableType {
    /// Mirrors whichever sequence sends an event first (element, error or completion) and disposes the others.
    ///
    /// An empty `sequence` gives a sequence that never sends anything.
    ///
    ///     ---1-2-|  +  --3----4|   amb  →  --3----4|
    /// - Parameter sequence: The competing sequences, subscribed to in order.
    /// - Returns: The events of the first sequence to react.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        AmbProducer(sources: Array(sequence))
    }

    /// Mirrors whichever of `self` and `right` sends an event first and disposes the other.
    ///
    ///     ---1-2-|  amb(--3----4|)  →  --3----4|
    /// - Parameter right: The competing sequence, subscribed to after `self`.
    /// - Returns: The events of the first sequence to react.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        AmbProducer(sources: [asObservable(), right.asObservable()])
    }
}

private final class AmbSink<Element>: Sink<Never, Element> {
    private static var undecided: Int { -1 }

    /// The index of the winning source, or `undecided`. Only the winner forwards, so no lock is needed.
    @inline(__always)
    private var winner: RxAtomic<Int> { auxiliaryAtomic }
    private let subscriptions: [SingleAssignmentDisposable]

    init(count: Int, downstream: ObserverNode<Element>) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(downstream: downstream)
        winner.store(AmbSink.undecided, ordering: .relaxed) // before anyone else can see this sink
    }

    override func onNext(_ element: Never) {}

    func run(_ sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(node: AmbObserver(parent: self, index: index)))
        }
    }

    /// `true` when the source at `index` may forward: it won now or earlier. The first winner disposes the others.
    fileprivate func decide(_ index: Int) -> Bool {
        let (exchanged, current) = winner.compareExchange(
            expected: AmbSink.undecided, desired: index, ordering: .acquiringAndReleasing)
        if exchanged {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
            return true
        }
        return current == index
    }

    override func disposeResources() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

private final class AmbObserver<Element>: ObserverNode<Element> {
    private let parent: AmbSink<Element>
    private let index: Int

    init(parent: AmbSink<Element>, index: Int) {
        self.parent = parent
        self.index = index
    }

    override func onNext(_ element: Element) {
        if parent.decide(index) { parent.forwardNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        if parent.decide(index) { parent.forwardError(error) }
    }

    override func onCompleted() {
        if parent.decide(index) { parent.forwardCompleted() }
    }
}

private final class AmbProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = AmbSink(count: sources.count, downstream: observer)
        sink.run(sources)
        return sink
    }
}
