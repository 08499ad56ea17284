
extension ObservableType {
    /// Subscribes with closures for each kind of event.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once: after the terminal
    /// event's handler, or when the subscription is disposed.
    /// - Returns: The subscription; dispose it (or add it to a `DisposeBag`) to stop.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let observer = ClosureObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        if onError == nil, Hooks.recordsCallStack.load(ordering: .relaxed) {
            observer.callStack = Hooks.customCaptureSubscriptionCallstack()
        }
        return observer.start(subscribe(node:))
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    /// Subscribes with one closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = ClosureObserver<Element>(
            onNext: { on(.next($0)) }, onError: { on(.error($0)) }, onCompleted: { on(.completed) }, onDisposed: nil)
        return observer.start(subscribe(node:))
    }
}

/// What `subscribe(onNext:…)` returns: it holds the observer until disposed or until the sequence ends, then lets
/// go of it, so closures that capture whoever holds this subscription (directly, or through a `DisposeBag` or a
/// `SingleAssignmentDisposable`) do not keep that holder alive through it, as in RxSwift.
final class ClosureSubscription: Cancelable, @unchecked Sendable { // Sendable: `observer` is taken by the one caller that flips `disposed`, or once by `observerTerminated`.
    @exclusivity(unchecked) private var disposed = RxAtomic<Bool>(false)
    @exclusivity(unchecked) private var observerTaken = RxAtomic<Bool>(false)
    @exclusivity(unchecked) private var observer: Disposable?

    init(_ observer: Disposable) {
        self.observer = observer
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            takeObserver()?.dispose()
        }
    }

    /// The sequence ended: let go of the observer without disposing anything.
    func observerTerminated() {
        _ = takeObserver()
    }

    private func takeObserver() -> Disposable? {
        observerTaken.exchange(true, ordering: .acquiringAndReleasing) ? nil : observer.take()
    }
}

/// The observer behind `subscribe(onNext:…)`: enforces the grammar and calls the closures.
///
/// The closures are constants (no retain per element); the cycles they may close through the returned
/// subscription are broken by that subscription letting go of this observer when the sequence ends.
final class ClosureObserver<Element>: SubscriptionNode<Element> {
    private let nextHandler: (Element) -> Void
    private let errorHandler: ((Swift.Error) -> Void)?
    private let completedHandler: (() -> Void)?
    @exclusivity(unchecked) private var disposedHandler: (() -> Void)?
    private weak var subscription: ClosureSubscription?
    /// Where the subscription was made, for `Hooks.defaultErrorHandler` (only with `Hooks.recordCallStackOnError`).
    var callStack: [String] = []

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        nextHandler = onNext ?? { _ in }
        errorHandler = onError
        completedHandler = onCompleted
        disposedHandler = onDisposed
    }

    /// Subscribes through `subscribe` and returns the subscription for the caller.
    func start(_ subscribe: (ObserverNode<Element>) -> Disposable) -> Disposable {
        let subscription = ClosureSubscription(self)
        self.subscription = subscription
        setUpstream(subscribe(self))
        return subscription
    }

    override func onNext(_ element: Element) {
        if !isDisposed {
            nextHandler(element)
        }
    }

    override func onError(_ error: Swift.Error) {
        if markTerminated() {
            if let errorHandler {
                errorHandler(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            terminate()
        }
    }

    override func onCompleted() {
        if markTerminated() {
            completedHandler?()
            terminate()
        }
    }

    private func terminate() {
        releaseResourcesAbandoningUpstream()
        subscription?.observerTerminated()
    }

    override func disposeResources() {
        if let handler = disposedHandler {
            disposedHandler = nil
            handler()
        }
    }
}
