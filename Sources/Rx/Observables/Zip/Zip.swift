extension ObservableType {
    /// Combines the sources' elements index by index: the first of each, then the second of each, and so on.
    ///
    /// Completes when every source has completed, or as soon as a source sends while all the others have
    /// completed and one of them has nothing left to pair; the first error ends the result.
    ///
    ///     [-1--2--3-|, --a---b|]  zip  →  --[1,a]-[2,b]|
    /// - Parameters:
    ///   - collection: The sources, subscribed to in order.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The results of `resultSelector`. An empty `collection` completes at once.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipProducer(arity: collection.count, completesEarly: true) { sink in
            let slots = collection.map { sink.add($0) }
            return { try resultSelector(slots.map { $0.take() }) }
        }
    }

    /// Emits arrays of the sources' elements, index by index.
    ///
    ///     [-1--2--3-|, --a---b|]  zip  →  --[1,a]-[2,b]|
    /// - Parameter collection: The sources, subscribed to in order.
    /// - Returns: Arrays of one element of each source, in source order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipProducer(arity: collection.count, completesEarly: true) { sink in
            let slots = collection.map { sink.add($0) }
            return { slots.map { $0.take() } }
        }
    }
}

/// The part of a zip slot the sink reads without knowing the element type.
class ZipSlotBase {
    fileprivate(set) var count = 0
}

/// The elements a `zip` input has buffered, oldest first; touched only under the sink's lock.
final class ZipSlot<Element>: ZipSlotBase {
    private var buffer: [Element?] = []
    private var head = 0

    fileprivate func append(_ element: Element) {
        buffer.append(element)
        count += 1
    }

    /// Removes and returns the oldest element; only called when the slot has one.
    func take() -> Element {
        guard head < buffer.count, let element = buffer[head] else {
            preconditionFailure("zip read an input with no buffered element")
        }
        buffer[head] = nil
        head += 1
        count -= 1
        if count == 0 {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= buffer.count {
            buffer.removeFirst(head)
            head = 0
        }
        return element
    }
}

/// The one engine behind every `zip`, whatever the number and types of the sources.
///
/// Front-ends register their sources with `add(_:)` and return the closure that takes one element from each slot
/// and combines them. `completesEarly` adds the collection form's rule: an element that arrives while every other
/// source has completed, and cannot be paired, ends the result.
final class ZipSink<Result>: SerializingSink<Never, Result> {
    private let arity: Int
    private let completesEarly: Bool
    private let subscriptions: [SingleAssignmentDisposable]
    private var subscribes: [(source: ChainDescribing, subscribe: () -> Disposable)] = []
    private var slots: [ZipSlotBase] = []
    private var makeResult: () throws -> Result = { throw RxError.unknown }
    private var isDone: [Bool]
    private var numberOfReady = 0
    private var numberOfDone = 0

    init(arity: Int, completesEarly: Bool, downstream: ObserverNode<Result>) {
        self.arity = arity
        self.completesEarly = completesEarly
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        isDone = Array(repeating: false, count: arity)
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Never) {}

    /// Registers the next source; it is subscribed to by `run`.
    func add<Source: ObservableType>(_ source: Source) -> ZipSlot<Source.Element> {
        let slot = ZipSlot<Source.Element>()
        let observer = ZipObserver(parent: self, index: slots.count, slot: slot)
        slots.append(slot)
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
            forwardCompleted()
            return
        }
        for (index, entry) in subscribes.enumerated() {
            subscriptions[index].setDisposable(entry.subscribe())
        }
    }

    /// Handles an element just buffered by the input at `index`. Call with `lock` held; `true` means release after
    /// unlocking.
    fileprivate func next(_ index: Int) -> Bool {
        if slots[index].count == 1 {
            numberOfReady += 1
        }
        if numberOfReady == arity {
            do {
                let result = try makeResult()
                numberOfReady = 0
                for slot in slots where slot.count > 0 {
                    numberOfReady += 1
                }
                forwardNext(result)
                return false
            } catch {
                return deliverError(error)
            }
        }
        return completesEarly && numberOfDone == arity - 1 && deliverCompleted()
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

private final class ZipObserver<Element, Result>: ObserverNode<Element> {
    private let parent: ZipSink<Result>
    private let index: Int
    private let slot: ZipSlot<Element>

    init(parent: ZipSink<Result>, index: Int, slot: ZipSlot<Element>) {
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
        slot.append(element)
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

/// Builds a `ZipSink` per subscription; `build` registers the sources and returns the result closure.
final class ZipProducer<Result>: Producer<Result> {
    private let arity: Int
    private let completesEarly: Bool
    private let build: (ZipSink<Result>) -> () throws -> Result

    init(arity: Int, completesEarly: Bool = false, build: @escaping (ZipSink<Result>) -> () throws -> Result) {
        self.arity = arity
        self.completesEarly = completesEarly
        self.build = build
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = ZipSink(arity: arity, completesEarly: completesEarly, downstream: observer)
        sink.run(build(sink))
        return sink
    }

    /// The sources, as `build` registers them with a sink that is never run.
    override var debugSources: [ChainDescribing] {
        let sink = ZipSink(arity: arity, completesEarly: completesEarly, downstream: DiscardingObserver<Result>())
        _ = build(sink)
        return sink.takeRegisteredSources()
    }
}
