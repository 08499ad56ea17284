extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the last one leaves; a terminal event
    /// also ends the connection, so the next subscriber starts a new one.
    ///
    ///     observer A:  ^-------!
    ///     observer B:     ^---------!
    ///     source:      ^------------!     (one subscription)
    /// - Returns: A sequence sharing one connection among all its current observers.
    public func refCount() -> Observable<Element> {
        RefCountProducer(source: self)
    }
}

private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element, Source.Element> {
    private let parent: RefCountProducer<Source>
    private var connectionIdSnapshot: Int64 = -1

    init(parent: RefCountProducer<Source>, downstream: ObserverNode<Source.Element>) {
        self.parent = parent
        super.init(downstream: downstream)
    }

    func run() {
        let subscription = parent.source.subscribe(node: self)
        parent.lock.lock()
        connectionIdSnapshot = parent.connectionId
        if isDisposed {
            parent.lock.unlock()
            subscription.dispose()
            return
        }
        var connectionToCreate: SingleAssignmentDisposable?
        if parent.count == 0 {
            parent.count = 1
            let assignment = SingleAssignmentDisposable()
            parent.connectableSubscription = assignment
            connectionToCreate = assignment
        } else {
            parent.count += 1
        }
        parent.lock.unlock()
        connectionToCreate?.setDisposable(parent.source.connect())
        setUpstream(
            Disposables.create(with: { [parent, connectionIdSnapshot] in
                subscription.dispose()
                parent.release(connectionId: connectionIdSnapshot)
            }))
    }

    override func onNext(_ element: Source.Element) {
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        endConnection()
        forwardError(error)
    }

    override func onCompleted() {
        endConnection()
        forwardCompleted()
    }

    private func endConnection() {
        parent.lock.lock()
        if parent.connectionId == connectionIdSnapshot {
            let connection = parent.connectableSubscription
            parent.count = 0
            parent.connectionId &+= 1
            parent.connectableSubscription = nil
            connection?.dispose()
        }
        parent.lock.unlock()
    }
}

private final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element>,
    @unchecked Sendable
{ // Sendable: `count`, `connectionId` and `connectableSubscription` guarded by `lock`.
    let lock = RxLock(recursive: true)
    var count = 0
    var connectionId: Int64 = 0
    var connectableSubscription: Disposable?
    let source: Source

    init(source: Source) {
        self.source = source
    }

    /// Called when one observer leaves; disconnects when it was the last of connection `connectionId`.
    func release(connectionId: Int64) {
        lock.lock()
        defer { lock.unlock() }
        guard self.connectionId == connectionId else { return }
        if count == 1 {
            count = 0
            connectableSubscription?.dispose()
            connectableSubscription = nil
        } else if count > 1 {
            count -= 1
        } else {
            fatalError("refCount: released more observers than it counted")
        }
    }

    override func run(_ observer: ObserverNode<Source.Element>) -> Disposable {
        let sink = RefCountSink(parent: self, downstream: observer)
        sink.run()
        return sink
    }
}
