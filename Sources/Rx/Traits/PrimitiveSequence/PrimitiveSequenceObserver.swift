/// The observer behind the traits' `subscribe` methods: it takes the first event only (a success ends the
/// subscription as a terminal event would), then runs `onDisposed`. It is also the subscription it returns.
final class PrimitiveSequenceObserver<Element>: SubscriptionNode<Element>, SubscriptionOwnedObserver {
    @exclusivity(unchecked) private var nextHandler: (Element) -> Void
    @exclusivity(unchecked) private var errorHandler: (Swift.Error) -> Void
    @exclusivity(unchecked) private var completedHandler: () -> Void
    private var disposedHandler: (() -> Void)?

    init(
        onNext: @escaping (Element) -> Void, onError: @escaping (Swift.Error) -> Void,
        onCompleted: @escaping () -> Void, onDisposed: (() -> Void)?
    ) {
        nextHandler = onNext
        errorHandler = onError
        completedHandler = onCompleted
        disposedHandler = onDisposed
    }

    /// Subscribes a new observer to `source` and returns it as the subscription.
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`. While `Resources.isTracking` is on, the
    /// subscription is recorded as `subscriber` at `file`:`line`.
    static func subscribe(
        _ source: Observable<Element>, as subscriber: @autoclosure () -> String, file: StaticString, line: UInt,
        onNext: @escaping (Element) -> Void, onError: ((Swift.Error) -> Void)?,
        onCompleted: @escaping () -> Void, onDisposed: (() -> Void)?
    ) -> Disposable {
        guard isTrackingSubscriptions() else {
            return start(
                source,
                PrimitiveSequenceObserver(
                    onNext: onNext, onError: onError ?? unhandledTraitError(), onCompleted: onCompleted,
                    onDisposed: onDisposed))
        }
        let tracked = SubscriptionRegistry.shared.begin(
            source: source, subscriber: subscriber(), file: file, line: line)
        let subscription = start(
            source,
            PrimitiveSequenceObserver(
                onNext: onNext, onError: tracked.errorHandler(or: onError), onCompleted: onCompleted,
                onDisposed: tracked.ending(after: onDisposed)))
        tracked.attach(subscription)
        return subscription
    }

    private static func start(_ source: Observable<Element>, _ observer: PrimitiveSequenceObserver) -> Disposable {
        observer.setUpstream(source.subscribe(node: observer))
        return ClosureSubscription(observer)
    }

    /// Nothing to do: this observer never calls its subscription back (it drops its closures itself).
    func subscriptionEnded() {}

    override func onNext(_ element: Element) {
        if markTerminated() {
            nextHandler(element)
            releaseResources()
            dropHandlers()
        }
    }

    override func onError(_ error: Swift.Error) {
        if markTerminated() {
            errorHandler(error)
            releaseResources()
            dropHandlers()
        }
    }

    override func onCompleted() {
        if markTerminated() {
            completedHandler()
            releaseResources()
            dropHandlers()
        }
    }

    /// Lets go of the closures after the one terminal event (serialized by the grammar), so a closure that
    /// captured this subscription does not keep itself alive through it.
    private func dropHandlers() {
        nextHandler = { _ in }
        errorHandler = { _ in }
        completedHandler = {}
    }

    override func disposeResources() {
        if let handler = disposedHandler {
            disposedHandler = nil
            handler()
        }
    }
}

/// The error handler used when a trait subscriber gives none: the unhandled-error hook, with the subscription's
/// call stack when `Hooks.recordCallStackOnError` is set.
func unhandledTraitError() -> (Swift.Error) -> Void {
    let callStack = Hooks.recordsCallStack.load(ordering: .relaxed) ? Hooks.customCaptureSubscriptionCallstack() : []
    return { error in Hooks.defaultErrorHandler(callStack, error) }
}

/// Stops debug builds on a broken trait contract (a completed `Single`, an erroring `Infallible`, a failed
/// binding); release builds report it to the unhandled-error hook.
func rxTraitContractViolation(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    Hooks.defaultErrorHandler([], RxTraitContractError(message: message()))
    #endif
}

/// The error reported in release builds when a trait's contract is broken.
struct RxTraitContractError: Swift.Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
