extension ObservableType {
    /// At each tick of `sampler` (an element or its completion), emits the latest element of `self` if a new one
    /// arrived since the previous tick, or else `defaultValue` when given.
    ///
    /// Completes at the first tick after `self` has completed; an error from either sequence ends the result.
    ///
    ///     -1-2----3--4---|   sample(--x---x---x----x|)   →   --1---2---3----4|
    /// - Parameters:
    ///   - sampler: The sequence whose events trigger sampling.
    ///   - defaultValue: What to emit at a tick when no new element arrived; `nil` emits nothing then.
    /// - Returns: The sampled elements.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class SampleSink<Element, Tick>: SerializingSink<Element, Element> {
    private let defaultValue: Element?
    private let sourceSubscription = SingleAssignmentDisposable()
    private let samplerSubscription = SingleAssignmentDisposable()
    private var element: Element?
    private var atEnd = false

    init(defaultValue: Element?, downstream: ObserverNode<Element>) {
        self.defaultValue = defaultValue
        super.init(downstream: downstream)
    }

    func run(source: Observable<Element>, sampler: Observable<Tick>) {
        sourceSubscription.setDisposable(source.subscribe(node: self))
        samplerSubscription.setDisposable(sampler.subscribe(node: SamplerObserver(parent: self)))
    }

    override func onNext(_ element: Element) {
        lock.lock()
        self.element = element
        lock.unlock()
    }

    override func onError(_ error: Swift.Error) {
        synchronizedError(error)
    }

    override func onCompleted() {
        lock.lock()
        atEnd = true
        lock.unlock()
        sourceSubscription.dispose()
    }

    fileprivate func tick() {
        lock.lock()
        if let element = element ?? defaultValue {
            self.element = nil
            forwardNext(element)
        }
        let release = atEnd && deliverCompleted()
        lock.unlock()
        if release { releaseResources() }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
        samplerSubscription.dispose()
    }
}

private final class SamplerObserver<Element, Tick>: ObserverNode<Tick> {
    private let parent: SampleSink<Element, Tick>

    init(parent: SampleSink<Element, Tick>) {
        self.parent = parent
    }

    override func onNext(_ element: Tick) { parent.tick() }
    override func onError(_ error: Swift.Error) { parent.synchronizedError(error) }
    override func onCompleted() { parent.tick() }
}

private final class SampleProducer<Element, Tick>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<Tick>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SampleSink<Element, Tick>(defaultValue: defaultValue, downstream: observer)
        sink.run(source: source, sampler: sampler)
        return sink
    }
}
