extension ObservableType {
    /// Shares the source through `subject`: on `connect()` the subject subscribes to the source once and
    /// re-broadcasts to every observer of the result.
    ///
    /// The same subject serves every connection, so state it keeps (a replay buffer, a terminal event) outlives a
    /// disconnect.
    ///
    ///     source:   --1--2--3--|
    ///     connect()   ^
    ///     observer:   --2--3--|
    /// - Parameter subject: The subject that fans the events out.
    /// - Returns: A connectable sequence.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Shares the source through a subject made by `makeSubject` for each connection.
    ///
    /// The subject is created lazily and dropped when its connection ends (disposed or terminated), so a later
    /// connection starts clean.
    /// - Parameter makeSubject: Makes the subject of one connection.
    /// - Returns: A connectable sequence.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription: makes a subject, lets `selector` build a sequence from the shared source, subscribes
    /// to it, then connects.
    ///
    ///     --1--2--|  multicast({ PublishSubject() }, selector: { Observable.zip($0, $0.skip(1)) })  -----(1,2)-|
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the shared source; may subscribe to it any number of times.
    /// - Returns: The sequence `selector` built, connected per subscription.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastProducer(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

/// One connection of a `ConnectableObservableAdapter`: forwards the source's events into the subject.
private final class MulticastConnection<Subject: SubjectType>: ObserverNode<Subject.Observer.Element>, Disposable,
    @unchecked Sendable
{ // Sendable: `parent`/`subscription` guarded by the parent's `lock`; `disposed` is atomic.
    typealias Element = Subject.Observer.Element

    private var atomicWord = RxAtomicWord(false)
    private let lock: RxLock
    /// Weak: the source holds this connection (as its observer), so a strong parent (which holds the source) would
    /// keep a dropped, never-disconnected source alive through it.
    private weak var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: ObserverNode<Element>

    @inline(__always)
    private var disposed: RxAtomic<Bool> { RxAtomic(wordOf: self) }

    init(
        parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, lock: RxLock,
        subscription: Disposable
    ) {
        self.parent = parent
        self.lock = lock
        self.subscription = subscription
        self.subjectObserver = ObserverNode.wrapping(subjectObserver)
        super.init()
        atomicWord.checkIsFirstStoredProperty(of: self)
        Resources.countCreated()
    }

    deinit {
        Resources.countDestroyed()
    }

    override func onNext(_ element: Element) {
        if !disposed.load(ordering: .acquiring) {
            subjectObserver.onNext(element)
        }
    }

    override func onError(_ error: Swift.Error) {
        if !disposed.load(ordering: .acquiring) {
            dispose()
            subjectObserver.onError(error)
        }
    }

    override func onCompleted() {
        if !disposed.load(ordering: .acquiring) {
            dispose()
            subjectObserver.onCompleted()
        }
    }

    func dispose() {
        let toDispose: Disposable? = lock.withLock {
            disposed.store(true, ordering: .releasing)
            if let parent, parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            parent = nil
            defer { subscription = nil }
            return subscription
        }
        toDispose?.dispose()
    }
}

/// The connectable sequence behind `multicast`, `publish` and `replay`.
private final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{ // Sendable: `subject` and `connection` guarded by `lock`.
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    let lock = RxLock(recursive: true)
    var subject: Subject?
    var connection: MulticastConnection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override var debugSources: [ChainDescribing] {
        [source]
    }

    override func connect() -> Disposable {
        let (assignment, connection): (SingleAssignmentDisposable?, MulticastConnection<Subject>) = lock.withLock {
            if let existing = self.connection { return (nil, existing) }
            let assignment = SingleAssignmentDisposable()
            let connection = MulticastConnection(
                parent: self, subjectObserver: lazySubject.asObserver(), lock: lock, subscription: assignment)
            self.connection = connection
            return (assignment, connection)
        }
        assignment?.setDisposable(source.subscribe(node: connection))
        return connection
    }

    private var lazySubject: Subject {
        lock.withLock {
            if let subject { return subject }
            let subject = makeSubject()
            self.subject = subject
            return subject
        }
    }

    override func subscribe(node observer: ObserverNode<Subject.Element>) -> Disposable {
        lazySubject.subscribe(node: observer)
    }
}

private final class MulticastSink<Subject: SubjectType, Result>: Sink<Result, Result> {
    override func onNext(_ element: Result) {
        forwardNext(element)
    }
}

private final class MulticastProducer<Subject: SubjectType, Result>: Producer<Result> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run(_ observer: ObserverNode<Result>) -> Disposable {
        let sink = MulticastSink<Subject, Result>(downstream: observer)
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            let observable = try selector(connectable)
            let subscription = observable.subscribe(node: sink)
            let connection = connectable.connect()
            sink.setUpstream(Disposables.create(subscription, connection))
        } catch {
            sink.forwardError(error)
        }
        return sink
    }
}
