extension ObservableType {
    /// Passes the source's elements through until `other` emits an element, then completes.
    ///
    ///     source:              --1--2--3--4--|
    ///     other:               ---------x
    ///     take(until: other):  --1--2--3|
    /// An error from `other` fails the result; `other` completing without an element changes nothing.
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements up to the first element of `other`.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Passes the source's elements through until one satisfies `predicate`, then completes.
    ///
    ///     --1--2--3--4--|   take(until: { $0 == 3 })                        --1--2--|
    ///     --1--2--3--4--|   take(until: { $0 == 3 }, behavior: .inclusive)  --1--2--(3|)
    /// - Parameters:
    ///   - predicate: Tested on each element; `true` ends the sequence. An error it throws fails the result.
    ///   - behavior: Whether the element that ended the sequence is emitted too.
    /// - Returns: The source's elements up to the first that satisfies `predicate`.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Former name of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// Former name of `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<
        Element
    > {
        take(until: predicate, behavior: behavior)
    }
}

// Sendable: delivery serialized by `lock`.
private final class TakeUntilSink<Element, Other>: PassthroughSink<Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    let otherSubscription = SingleAssignmentDisposable()

    override func onNext(_ element: Element) {
        lock.withLock { forwardNext(element) }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock { forwardError(error) }
    }

    override func onCompleted() {
        lock.withLock { forwardCompleted() }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}

/// Ends the source when the trigger emits.
private final class TakeUntilOtherObserver<Element, Other>: ObserverNode<Other> {
    private let sink: TakeUntilSink<Element, Other>

    init(sink: TakeUntilSink<Element, Other>) {
        self.sink = sink
    }

    override func onNext(_ element: Other) { sink.onCompleted() }
    override func onError(_ error: Swift.Error) { sink.onError(error) }
    override func onCompleted() { sink.otherSubscription.dispose() }
}

private final class TakeUntilProducer<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = TakeUntilSink<Element, Other>(downstream: observer)
        sink.otherSubscription.setDisposable(other.subscribe(node: TakeUntilOtherObserver(sink: sink)))
        sink.setUpstream(source.subscribe(node: sink))
        return sink
    }
}
