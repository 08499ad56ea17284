extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and forwards all their elements as they come.
    ///
    /// Completes once the outer sequence and every inner sequence have completed; the first error from any of
    /// them ends the result.
    ///
    ///     --a-----b------|       a: -1---2--|   b: -3----4-|
    ///     merge()  →  ---1---3-2--4-|
    /// - Returns: The elements of all inner sequences, interleaved in arrival order.
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable(), selector: { $0.asObservable() }, mode: .all)
    }
}

extension ObservableType {
    /// Subscribes to every source at once and forwards all their elements as they come.
    ///
    /// Completes once every source has completed; the first error from any of them ends the result.
    ///
    ///     -1---2-|  +  --3--4|   merge  →  -13--24|
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The elements of all sources, interleaved in arrival order.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArrayProducer(sources: Array(sources))
    }

    /// Subscribes to every source at once and forwards all their elements as they come.
    ///
    ///     -1---2-|  +  --3--4|   merge  →  -13--24|
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The elements of all sources, interleaved in arrival order.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }

    /// Subscribes to every source at once and forwards all their elements as they come.
    ///
    ///     -1---2-|  +  --3--4|   merge  →  -13--24|
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The elements of all sources, interleaved in arrival order.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }
}

/// Which outer elements `MergeSink` turns into inner subscriptions.
enum MergeMode {
    /// Every element (`flatMap`, `merge`).
    case all
    /// Only elements that arrive while no inner sequence is running (`flatMapFirst`).
    case whenIdle
}

/// The engine of `flatMap`, `flatMapFirst` and `merge`: one subscription per inner sequence, all running at once.
///
/// Inner subscriptions live in `group` (the outer one first); a completed inner is removed and disposed at once.
final class MergeSink<SourceElement, Result>: KeyedMergeSink<SourceElement, Result> {
    private let selector: (SourceElement) throws -> Observable<Result>
    private let mode: MergeMode
    private let sourceSubscription = SingleAssignmentDisposable()
    // Guarded by `lock`.
    @exclusivity(unchecked) private var activeCount = 0
    @exclusivity(unchecked) private var stopped = false

    init(
        selector: @escaping (SourceElement) throws -> Observable<Result>, mode: MergeMode,
        downstream: ObserverNode<Result>
    ) {
        self.selector = selector
        self.mode = mode
        super.init(downstream: downstream)
    }

    /// Subscribes to the outer sequence.
    func run(_ source: Observable<SourceElement>) {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(node: self))
    }

    /// Subscribes to a fixed list of sources, then behaves as if the outer sequence had completed.
    func run(sources: [Observable<Result>]) {
        lock.withLock { activeCount += sources.count }
        for source in sources {
            subscribeInner(source)
        }
        lock.lock()
        stopped = true
        let release = activeCount == 0 && deliverCompleted()
        lock.unlock()
        if release { releaseResources() }
    }

    override func onNext(_ element: SourceElement) {
        lock.lock()
        if isDisposed || stopped || (mode == .whenIdle && activeCount > 0) {
            lock.unlock()
            return
        }
        activeCount += 1
        lock.unlock()
        let inner: Observable<Result>
        do {
            inner = try selector(element)
        } catch {
            lock.lock()
            activeCount -= 1
            let release = deliverError(error)
            lock.unlock()
            if release { releaseResources() }
            return
        }
        subscribeInner(inner)
    }

    override func onError(_ error: Swift.Error) {
        synchronizedError(error)
    }

    override func onCompleted() {
        lock.lock()
        stopped = true
        let release = activeCount == 0 && deliverCompleted()
        lock.unlock()
        if release {
            releaseResources()
        } else {
            sourceSubscription.dispose()
        }
    }

    override func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        lock.lock()
        activeCount -= 1
        let done = stopped && activeCount == 0
        lock.unlock()
        group.remove(for: key)
        if done { synchronizedCompleted() }
    }
}

/// Maps each outer element to an inner sequence and merges them (`flatMap`, `flatMapFirst`, `merge()`).
final class MergeProducer<SourceElement, Result>: Producer<Result> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Result>
    private let mode: MergeMode

    init(
        source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Result>,
        mode: MergeMode
    ) {
        self.source = source
        self.selector = selector
        self.mode = mode
    }

    override var debugName: String {
        mode == .whenIdle ? "flatMapFirst" : "flatMap"
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = MergeSink(selector: selector, mode: mode, downstream: observer)
        sink.run(source)
        return sink
    }
}

private final class MergeArrayProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = MergeSink<Never, Element>(selector: neverSelected, mode: .all, downstream: observer)
        sink.run(sources: sources)
        return sink
    }
}

/// The selector of a merge that has no outer sequence; never called.
private func neverSelected<Result>(_ never: Never) -> Observable<Result> {}
