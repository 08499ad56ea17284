extension ObservableType {
    /// Combines the latest element of every source whenever any of them sends one, once each has sent at least one.
    ///
    /// Completes when every source has completed, or as soon as a source sends while all the others have
    /// completed and one of them never sent anything; the first error ends the result.
    ///
    ///     [-1----2-|, --a--b-|]  combineLatest  →  --[1,a]-[2,a]-[2,b]-|
    /// - Parameters:
    ///   - collection: The sources, subscribed to in order.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The results of `resultSelector`. An empty `collection` gives `resultSelector([])`, then
    ///   completion.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestProducer(arity: collection.count) { sink in
            let slots = collection.map { sink.add($0) }
            return { try resultSelector(slots.map { $0.value }) }
        }
    }

    /// Emits the array of the latest elements of every source whenever any of them sends one, once each has sent
    /// at least one.
    ///
    ///     [-1----2-|, --a--b-|]  combineLatest  →  --[1,a]-[2,a]-[2,b]-|
    /// - Parameter collection: The sources, subscribed to in order.
    /// - Returns: Arrays of the latest elements, in source order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestProducer(arity: collection.count) { sink in
            let slots = collection.map { sink.add($0) }
            return { slots.map { $0.value } }
        }
    }
}

/// Where a `combineLatest` input keeps its latest element; read only under the sink's lock.
///
/// Kept apart from the input's observer so the result closure (held by the sink) does not hold the observers,
/// which hold the sink. The element lives behind a pointer rather than in an `Element?`: unspecialised generic code
/// copying an `Element?` asks the runtime for `Optional<Element>`'s metadata each time, that is on every event for
/// every input. `store` and `value` are not inlined into their (generic) callers, which would then look up this
/// class's metadata to find the fields; inside them it comes from `self`.
final class CombineLatestSlot<Element> {
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var isSet = false

    deinit {
        if isSet { storage.deinitialize(count: 1) }
        storage.deallocate()
    }

    /// Replaces the latest element.
    @inline(never)
    fileprivate func store(_ element: Element) {
        if isSet {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isSet = true
        }
    }

    /// The latest element; only read once the input has sent one.
    var value: Element {
        @inline(never) get {
            precondition(isSet, "combineLatest read an input before it sent an element")
            return storage.pointee
        }
    }
}

/// The one engine behind every `combineLatest`, whatever the number and types of the sources.
///
/// Each front-end registers its sources with `add(_:)` (getting typed slots back) and returns the closure that
/// builds a result from the slots; the sink keeps only counters and one subscription per source.
final class CombineLatestSink<Result>: SerializingSink<Never, Result> {
    private let arity: Int
    private let subscriptions: [SingleAssignmentDisposable]
    // Guarded by `lock` (`subscribes` and `makeResult` are set before any source is subscribed).
    @exclusivity(unchecked) private var subscribes: [(source: ChainDescribing, subscribe: () -> Disposable)] = []
    @exclusivity(unchecked) private var makeResult: () throws -> Result = { throw RxError.unknown }
    @exclusivity(unchecked) private var hasValue: [Bool]
    @exclusivity(unchecked) private var isDone: [Bool]
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var numberOfDone = 0

    init(arity: Int, downstream: ObserverNode<Result>) {
        self.arity = arity
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Never) {}

    /// Registers the next source; it is subscribed to by `run`.
    func add<Source: ObservableType>(_ source: Source) -> CombineLatestSlot<Source.Element> {
        let slot = CombineLatestSlot<Source.Element>()
        let observer = CombineLatestObserver(parent: self, index: subscribes.count, slot: slot)
        let observable = source.asObservable()
        subscribes.append((observable, { observable.subscribe(node: observer) }))
        return slot
    }

    /// The sources registered so far, for chain descriptions of a sink that will never run: they are handed over
    /// and dropped (each registration holds an observer that holds this sink).
    func takeRegisteredSources() -> [ChainDescribing] {
        defer { subscribes = [] }
        return subscribes.map(\.source)
    }

    /// Subscribes to the registered sources in order.
    func run(_ makeResult: @escaping () throws -> Result) {
        self.makeResult = makeResult
        let subscribes = self.subscribes
        self.subscribes = []
        if subscribes.isEmpty {
            do {
                forwardNext(try makeResult())
                forwardCompleted()
            } catch {
                forwardError(error)
            }
            return
        }
        for (index, entry) in subscribes.enumerated() {
            subscriptions[index].setDisposable(entry.subscribe())
        }
    }

    /// Handles an element the input at `index` has stored in its slot. Call with `lock` held; `true` means
    /// release after unlocking.
    fileprivate func next(_ index: Int) -> Bool {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                forwardNext(try makeResult())
                return false
            } catch {
                return deliverError(error)
            }
        }
        let othersDone = numberOfDone - (isDone[index] ? 1 : 0) == arity - 1
        return othersDone && deliverCompleted()
    }

    fileprivate func done(_ index: Int) {
        lock.lock()
        if isDone[index] {
            lock.unlock()
            return
        }
        isDone[index] = true
        numberOfDone += 1
        let release = numberOfDone == arity && deliverCompleted()
        lock.unlock()
        if release {
            releaseResources()
        } else {
            subscriptions[index].dispose()
        }
    }

    override func disposeResources() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

private final class CombineLatestObserver<Element, Result>: ObserverNode<Element> {
    private let parent: CombineLatestSink<Result>
    private let index: Int
    private let slot: CombineLatestSlot<Element>

    init(parent: CombineLatestSink<Result>, index: Int, slot: CombineLatestSlot<Element>) {
        self.parent = parent
        self.index = index
        self.slot = slot
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        if parent.isDisposed {
            parent.lock.unlock()
            return
        }
        slot.store(element)
        let release = parent.next(index)
        parent.lock.unlock()
        if release { parent.releaseResources() }
    }

    override func onError(_ error: Swift.Error) {
        parent.synchronizedError(error)
    }

    override func onCompleted() {
        parent.done(index)
    }
}

/// Builds a `CombineLatestSink` per subscription; `build` registers the sources and returns the result closure.
final class CombineLatestProducer<Result>: Producer<Result> {
    private let arity: Int
    private let build: (CombineLatestSink<Result>) -> () throws -> Result

    init(arity: Int, build: @escaping (CombineLatestSink<Result>) -> () throws -> Result) {
        self.arity = arity
        self.build = build
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = CombineLatestSink(arity: arity, downstream: observer)
        sink.run(build(sink))
        return sink
    }

    /// The sources, as `build` registers them with a sink that is never run.
    override var debugSources: [ChainDescribing] {
        let sink = CombineLatestSink(arity: arity, downstream: DiscardingObserver<Result>())
        _ = build(sink)
        return sink.takeRegisteredSources()
    }
}
