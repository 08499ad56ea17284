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

/// Forwards to an optional downstream it can drop: when the source completes before `other` fires, the sink
/// disposes itself without telling its observer, and must let go of it so the two do not keep each other alive.
// Sendable: `open` and `downstream` guarded by `lock`.
private final class SkipUntilSink<Element, Other>: SubscriptionNode<Element>, @unchecked Sendable {
    let lock = RxLock(recursive: true)
    let otherSubscription = SingleAssignmentDisposable()
    private var open = false
    private var downstream: ObserverNode<Element>?

    init(downstream: ObserverNode<Element>) {
        self.downstream = downstream
        super.init()
    }

    override func onNext(_ element: Element) {
        lock.withLock {
            if open, !isDisposed {
                downstream?.onNext(element)
            }
        }
    }

    override func onError(_ error: Swift.Error) {
        lock.withLock {
            if markTerminated() {
                downstream?.onError(error)
                releaseResources()
            }
        }
    }

    override func onCompleted() {
        lock.withLock {
            if open {
                if markTerminated() {
                    downstream?.onCompleted()
                    releaseResources()
                }
            } else {
                dispose()
                downstream = nil
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
