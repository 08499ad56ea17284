import Synchronization

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
        observer.setUpstream(subscribe(node: observer))
        return ClosureSubscription(observer)
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
        observer.setUpstream(subscribe(node: observer))
        return ClosureSubscription(observer)
    }
}

/// What `subscribe(onNext:…)` returns: disposing it disposes the observer and lets go of it, so closures that
/// capture whoever holds this subscription do not keep that holder alive through it once disposed, as in RxSwift.
final class ClosureSubscription: Cancelable, @unchecked Sendable { // Sendable: `observer` is taken by the one caller that flips `disposed`.
    private let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private var observer: Disposable?

    init(_ observer: Disposable) {
        self.observer = observer
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            observer.take()?.dispose()
        }
    }
}

/// The observer behind `subscribe(onNext:…)`: it is also the subscription it returns, and enforces the grammar.
final class ClosureObserver<Element>: SubscriptionNode<Element> {
    @exclusivity(unchecked) private var nextHandler: (Element) -> Void
    @exclusivity(unchecked) private var errorHandler: ((Swift.Error) -> Void)?
    @exclusivity(unchecked) private var completedHandler: (() -> Void)?
    @exclusivity(unchecked) private var disposedHandler: (() -> Void)?
    /// Where the subscription was made, for `Hooks.defaultErrorHandler` (only with `Hooks.recordCallStackOnError`).
    var callStack: [String] = []

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        nextHandler = onNext ?? { _ in }
        errorHandler = onError
        completedHandler = onCompleted
        disposedHandler = onDisposed
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
            releaseResourcesAbandoningUpstream()
            dropHandlers()
        }
    }

    override func onCompleted() {
        if markTerminated() {
            completedHandler?()
            releaseResourcesAbandoningUpstream()
            dropHandlers()
        }
    }

    /// Lets go of the closures once the sequence has ended (serialized with `onNext` by the grammar), so a
    /// closure that captured this subscription (say through a `SingleAssignmentDisposable` or a `DisposeBag`)
    /// does not keep itself alive through it, as RxSwift lets go of its observer at termination.
    private func dropHandlers() {
        nextHandler = { _ in }
        errorHandler = nil
        completedHandler = nil
    }

    override func disposeResources() {
        if let handler = disposedHandler {
            disposedHandler = nil
            handler()
        }
    }
}
