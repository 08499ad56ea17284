extension ObservableType {
    /// Splits the sequence into groups by key: a new group is emitted the first time its key is seen, and each
    /// element goes to the group of its key.
    ///
    /// Groups end when the source ends (with its error, if any); an error thrown by `keySelector` ends every
    /// group and the result with it. Disposing the result stops new groups but keeps the source subscribed while
    /// any group still has a subscriber.
    ///
    ///     --1--2--3--4--|  groupBy { $0 % 2 }  →  --odd--even--|
    ///                                               odd:  --1-----3-----|
    ///                                               even: -----2-----4--|
    /// - Parameter keySelector: Computes the key of each element.
    /// - Returns: The groups, in the order their keys first appeared.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupByProducer(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupBySink<Key: Hashable, Element>: Sink<Element, GroupedObservable<Key, Element>> {
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription = SingleAssignmentDisposable()
    private let sourceReferences: RefCountDisposable
    private var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping (Element) throws -> Key, downstream: ObserverNode<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        sourceReferences = RefCountDisposable(disposable: sourceSubscription)
        super.init(downstream: downstream)
    }

    func run(_ source: Observable<Element>) {
        // Disposing the result gives up only its own reference to the source subscription; groups hold the others.
        setUpstream(sourceReferences)
        sourceSubscription.setDisposable(source.subscribe(node: self))
    }

    override func onNext(_ element: Element) {
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            fail(error)
            return
        }
        if let group = groups[key] {
            group.on(.next(element))
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        forwardNext(GroupedObservable(key: key, source: GroupSource(subject: group, references: sourceReferences)))
        group.on(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        fail(error)
    }

    override func onCompleted() {
        endGroups(with: .completed)
        forwardCompleted()
        sourceSubscription.dispose()
    }

    private func fail(_ error: Swift.Error) {
        endGroups(with: .error(error))
        forwardError(error)
        sourceSubscription.dispose()
    }

    private func endGroups(with event: Event<Element>) {
        let ended = groups.values
        groups = [:]
        for group in ended {
            group.on(event)
        }
    }
}

/// One group's elements; each subscription keeps the shared source subscription alive until it is disposed.
private final class GroupSource<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let references: RefCountDisposable

    init(subject: PublishSubject<Element>, references: RefCountDisposable) {
        self.subject = subject
        self.references = references
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        let reference = references.retain()
        let subscription = subject.subscribe(node: observer)
        return Disposables.create(reference, subscription)
    }
}

private final class GroupByProducer<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run(_ observer: ObserverNode<GroupedObservable<Key, Element>>) -> Disposable {
        let sink = GroupBySink(keySelector: keySelector, downstream: observer)
        sink.run(source)
        return sink
    }
}
