import Rx

extension ObservableType {
    /// `flatMapLatest`, except that the new inner sequence is subscribed *before* the previous one is disposed.
    ///
    /// Results of a superseded inner sequence are dropped from the moment the next element arrives, exactly as with
    /// `flatMapLatest`; the difference is only the order of subscribe and dispose at the switch, so an
    /// `ActivityIndicator` tracking each request counts 1 → 2 → 1 and stays `true` instead of blinking `false`.
    /// Not in RxSwift; private to the view models.
    ///
    ///     --a-----b-------|        a → ---1|, b → ---2|
    ///     ----------------2|       (a's 1 would come after b arrived: dropped)
    func flatMapLatestOverlapping<Result>(
        _ selector: @escaping (Element) -> Observable<Result>
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable.create { observer in
            let state = OverlappingSwitch(observer)
            let outer = source.subscribe { event in
                switch event {
                case .next(let element):
                    state.switchTo(selector(element))
                case .error(let error):
                    state.fail(error)
                case .completed:
                    state.completeOuter()
                }
            }
            return Disposables.create(outer, state)
        }
    }
}

/// The state of one `flatMapLatestOverlapping` subscription, guarded by `lock`.
///
/// The observer is never called under the lock: an event is decided under it (from the latest inner sequence, not
/// after the end) and queued, and whoever finds no delivery running delivers the queue after unlocking, one event at
/// a time. So an observer that makes the outer sequence emit on another thread and waits for it does not deadlock,
/// and events that arrive meanwhile, on any thread, follow in order.
private final class OverlappingSwitch<Result>: Disposable, @unchecked Sendable { // Sendable: state under `lock`.
    private let lock = RxLock()
    private let observer: AnyObserver<Result>
    private var latestID = 0
    private var current: Disposable?
    private var innerRunning = false
    private var outerCompleted = false
    private var stopped = false
    private var queue: [Event<Result>] = []
    private var delivering = false

    init(_ observer: AnyObserver<Result>) {
        self.observer = observer
    }

    func switchTo(_ inner: Observable<Result>) {
        let id: Int = lock.withLock {
            latestID += 1
            innerRunning = true
            return latestID
        }
        let subscription = SingleAssignmentDisposable()
        let previous: Disposable? = lock.withLock {
            guard !stopped else { return nil }
            defer { current = subscription }
            return current
        }
        subscription.setDisposable(inner.subscribe { [self] event in receive(event, from: id) })
        previous?.dispose()
        if lock.withLock({ stopped }) { subscription.dispose() }
    }

    private func receive(_ event: Event<Result>, from id: Int) {
        deliver {
            guard !stopped, id == latestID else { return nil }
            switch event {
            case .next:
                return event
            case .error:
                stopped = true
                return event
            case .completed:
                innerRunning = false
                guard outerCompleted else { return nil }
                stopped = true
                return event
            }
        }
    }

    func fail(_ error: Error) {
        deliver {
            guard !stopped else { return nil }
            stopped = true
            return .error(error)
        }
    }

    func completeOuter() {
        deliver {
            outerCompleted = true
            guard !stopped, !innerRunning else { return nil }
            stopped = true
            return .completed
        }
    }

    /// Queues the event `decide` returns (run under the lock; `nil` for none), then, unless a delivery is running,
    /// delivers the queue after unlocking until it is empty.
    private func deliver(_ decide: () -> Event<Result>?) {
        let delivers: Bool = lock.withLock {
            if let event = decide() { queue.append(event) }
            guard !delivering, !queue.isEmpty else { return false }
            delivering = true
            return true
        }
        guard delivers else { return }
        while let event = lock.withLock({ () -> Event<Result>? in
            guard !queue.isEmpty else {
                delivering = false
                return nil
            }
            return queue.removeFirst()
        }) {
            observer.on(event)
        }
    }

    func dispose() {
        let subscription: Disposable? = lock.withLock {
            stopped = true
            queue.removeAll()
            defer { current = nil }
            return current
        }
        subscription?.dispose()
    }
}
