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

/// The count of a `refCount`'s subscribers and its connection: shared by the producer and its sinks. A sink holds
/// this, not the producer: the producer holds the source, and the source holds the sink (through the connection),
/// so a dropped, never-disposed source would keep itself alive through a sink holding the producer.
private final class RefCountState: @unchecked Sendable {
    // Sendable: `count`, `connectionId` and `connectableSubscription` guarded by `lock`.
    let lock = RxLock(recursive: true)
    var count = 0
    var connectionId: Int64 = 0
    var connectableSubscription: Disposable?

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
}

private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element, Source.Element> {
    private let state: RefCountState
    private var connectionIdSnapshot: Int64 = -1

    init(state: RefCountState, downstream: ObserverNode<Source.Element>) {
        self.state = state
        super.init(downstream: downstream)
    }

    func run(_ source: Source) {
        let subscription = source.subscribe(node: self)
        state.lock.lock()
        connectionIdSnapshot = state.connectionId
        if isDisposed {
            state.lock.unlock()
            subscription.dispose()
            return
        }
        var connectionToCreate: SingleAssignmentDisposable?
        if state.count == 0 {
            state.count = 1
            let assignment = SingleAssignmentDisposable()
            state.connectableSubscription = assignment
            connectionToCreate = assignment
        } else {
            state.count += 1
        }
        state.lock.unlock()
        connectionToCreate?.setDisposable(source.connect())
        setUpstream(
            Disposables.create(with: { [state, connectionIdSnapshot] in
                subscription.dispose()
                state.release(connectionId: connectionIdSnapshot)
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
        state.lock.lock()
        if state.connectionId == connectionIdSnapshot {
            let connection = state.connectableSubscription
            state.count = 0
            state.connectionId &+= 1
            state.connectableSubscription = nil
            connection?.dispose()
        }
        state.lock.unlock()
    }
}

private final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element> {
    private let state = RefCountState()
    let source: Source

    init(source: Source) {
        self.source = source
    }

    override func run(_ observer: ObserverNode<Source.Element>) -> Disposable {
        let sink = RefCountSink<Source>(state: state, downstream: observer)
        sink.run(source)
        return sink
    }
}
