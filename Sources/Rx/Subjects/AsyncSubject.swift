/// Emits only the last element it received, and only when it completes; an error passes straight through.
///
/// Use it for the single result of an operation: subscribers before or after completion all receive the last
/// element followed by `completed` (or just `completed` when no element was sent, or the error). Thread-safe;
/// events must still be sent one at a time (the Rx contract).
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The observer side's type.
    public typealias SubjectObserverType = AsyncSubject<Element>

    /// The lock and the subscribers, in an object of their own that the subscriptions hold (`SubjectCore`).
    let core = SubjectCore()
    /// Guards `state` and the elements; never held while an observer runs.
    var lock: RxLock { core }
    /// The subscribers and whether the subject stopped; only touched under `lock`.
    var state: SubjectState {
        _read { yield core.state }
        _modify { yield &core.state }
    }
    private var lastElement: Element?
    // After completion: the last element (if any) and the error, for late subscribers.
    private var stoppedElement: Element?
    private var stoppedError: Swift.Error?

    /// A subject that has received nothing yet.
    public override init() {
        super.init()
        Resources.countCreated()
    }

    deinit {
        core.subjectEnded()
        Resources.countDestroyed()
    }

    /// `true` when at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !state.observers.isEmpty }
    }

    /// Remembers a `next` element; on `completed`, emits the last one and completes; on `error`, emits the error.
    ///
    /// Ignored after a terminal event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): stop(error: error)
        case .completed: stop(error: nil)
        }
    }

    /// Remembers `element` as the one to emit on completion.
    public func onNext(_ element: Element) {
        lock.withLock {
            if !state.isStopped {
                lastElement = element
            }
        }
    }

    private func stop(error: Swift.Error?) {
        let stopped: (snapshot: ContiguousArray<AnyObject?>, element: Element?)? = lock.withLock {
            guard let snapshot = core.changeObservers({ $0.stop() }) else { return nil }
            let element = error == nil ? lastElement : nil
            lastElement = nil
            stoppedElement = element
            stoppedError = error
            return (snapshot, element)
        }
        guard let (snapshot, element) = stopped else { return }
        // As RxSwift does: every subscriber gets the element, then every subscriber gets the terminal event.
        if let error {
            snapshot.deliver(Event<Element>.error(error))
            return
        }
        if let element {
            snapshot.deliverNext(element)
        }
        snapshot.deliver(Event<Element>.completed)
    }

    private static func deliverEnd(to observer: ObserverNode<Element>, element: Element?, error: Swift.Error?) {
        if let error {
            observer.onError(error)
            return
        }
        if let element {
            observer.onNext(element)
        }
        observer.onCompleted()
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        lock.lock()
        if state.isStopped {
            let (element, error) = (stoppedElement, stoppedError)
            lock.unlock()
            Self.deliverEnd(to: observer, element: element, error: error)
            return Disposables.create()
        }
        let subscription = core.subscribe(observer)
        lock.unlock()
        return subscription
    }

    /// The subject itself, as its observer side.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}

/// Sendable when its elements are: every stored property is read and written under `lock`.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {} // Sendable: state guarded by `lock`.
