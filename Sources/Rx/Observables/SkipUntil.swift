extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then passes the rest through.
    ///
    ///     source:              --1--2--3--4--|
    ///     other:               -------x
    ///     skip(until: other):  --------3--4--|
    /// An error from `other` fails the result. If the source completes before `other` emits, the result is
    /// released without completing, as in RxSwift.
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements after the first element of `other`.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Former name of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntilSink<Element, Other>: PassthroughSink<Element>, @unchecked Sendable { // Sendable: delivery serialized by `lock`.
    let lock = RxLock(recursive: true)
    let otherSubscription = SingleAssignmentDisposable()
    private var open = false

    override func onNext(_ element: Element) {
        lock.withLock {
            if open { forwardNext(element) }
        }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock { forwardError(error) }
    }

    override func onCompleted() {
        lock.withLock {
            if open {
                forwardCompleted()
            } else {
                dispose()
            }
        }
    }

    func openGate() {
        lock.withLock { open = true }
        otherSubscription.dispose()
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}

/// Opens the gate on the trigger's first element.
private final class SkipUntilOtherObserver<Element, Other>: ObserverNode<Other> {
    private let sink: SkipUntilSink<Element, Other>

    init(sink: SkipUntilSink<Element, Other>) {
        self.sink = sink
    }

    override func onNext(_ element: Other) { sink.openGate() }
    override func onError(_ error: Swift.Error) { sink.onError(error) }
    override func onCompleted() { sink.otherSubscription.dispose() }
}

private final class SkipUntilProducer<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = SkipUntilSink<Element, Other>(downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        sink.otherSubscription.setDisposable(other.subscribe(node: SkipUntilOtherObserver(sink: sink)))
        return sink
    }
}
