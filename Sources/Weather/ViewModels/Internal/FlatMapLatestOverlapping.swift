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
private final class OverlappingSwitch<Result>: Disposable {
    private let lock = RxLock(recursive: true)
    private let observer: AnyObserver<Result>
    private var latestID = 0
    private var current: Disposable?
    private var innerRunning = false
    private var outerCompleted = false
    private var stopped = false

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
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, id == latestID else { return }
        switch event {
        case .next(let element):
            observer.onNext(element)
        case .error(let error):
            stopped = true
            observer.onError(error)
        case .completed:
            innerRunning = false
            if outerCompleted {
                stopped = true
                observer.onCompleted()
            }
        }
    }

    func fail(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        observer.onError(error)
    }

    func completeOuter() {
        lock.lock()
        defer { lock.unlock() }
        outerCompleted = true
        guard !stopped, !innerRunning else { return }
        stopped = true
        observer.onCompleted()
    }

    func dispose() {
        let subscription: Disposable? = lock.withLock {
            stopped = true
            defer { current = nil }
            return current
        }
        subscription?.dispose()
    }
}
