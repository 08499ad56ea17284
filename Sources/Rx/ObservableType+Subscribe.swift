extension ObservableType {
    /// Subscribes with closures for each kind of event.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once: after the terminal
    /// event's handler, or when the subscription is disposed.
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error that ends the sequence.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription ends or is disposed.
    ///   - file: Where the subscription is made, for `Resources.liveSubscriptions()` (leave the default).
    ///   - line: The line of that call (leave the default).
    /// - Returns: The subscription; dispose it (or add it to a `DisposeBag`) to stop.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let source = asObservable()
        if isTrackingSubscriptions() {
            return source.subscribeTracking(
                subscriber: subscriberName(
                    "subscribe",
                    [
                        ("onNext", onNext != nil), ("onError", onError != nil), ("onCompleted", onCompleted != nil),
                        ("onDisposed", onDisposed != nil),
                    ]), file: file, line: line,
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        return source.subscribeHandlers(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            recordingCallStack: onError == nil)
    }

    /// `subscribe(onNext:…)` for the calls built on it (`drive`, `emit`, `bind(onNext:)`, the traits'), recorded
    /// as `subscriber` at `file`:`line` while tracking is on.
    func subscribe(
        as subscriber: @autoclosure () -> String, file: StaticString, line: UInt,
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) -> Disposable {
        let source = asObservable()
        if isTrackingSubscriptions() {
            return source.subscribeTracking(
                subscriber: subscriber(), file: file, line: line,
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        return source.subscribeHandlers(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            recordingCallStack: onError == nil)
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    ///
    /// `file` and `line` say where the subscription is made (leave the defaults).
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribeWeakly(
            as: subscriberName(
                "subscribe",
                [
                    ("with", true), ("onNext", onNext != nil), ("onError", onError != nil),
                    ("onCompleted", onCompleted != nil), ("onDisposed", onDisposed != nil),
                ]),
            file: file, line: line, with: object, onNext: onNext, onError: onError, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// `subscribe(with:…)` for the calls built on it (`drive(with:…)`, `emit(with:…)`), recorded as `subscriber`.
    func subscribeWeakly<Object: AnyObject>(
        as subscriber: @autoclosure () -> String, file: StaticString, line: UInt, with object: Object,
        onNext: ((Object, Element) -> Void)?, onError: ((Object, Swift.Error) -> Void)?,
        onCompleted: ((Object) -> Void)?, onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        subscribe(
            as: subscriber(), file: file, line: line,
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
    ///
    /// `file` and `line` say where the subscription is made (leave the defaults).
    public func subscribe(
        _ on: @escaping (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        subscribe(as: "subscribe(_:)", file: file, line: line, on)
    }

    /// `subscribe(_ on:)` for the calls built on it (`bind(to:)`, `drive(_:)`, `emit(to:)`), recorded as
    /// `subscriber` at `file`:`line` while tracking is on.
    func subscribe(
        as subscriber: @autoclosure () -> String, file: StaticString, line: UInt,
        _ on: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        if isTrackingSubscriptions() {
            return asObservable().subscribeTracking(
                node: EventClosureNode(on), subscriber: subscriber(), file: file, line: line)
        }
        return EventClosureObserver(on).start(asObservable())
    }

    /// The closures' subscription (`subscribe(onNext:…)`'s body).
    @inlinable
    func subscribeHandlers(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, recordingCallStack: Bool
    ) -> Disposable {
        // Inlinable so that the observer is created where its element type is known: its generic metadata then
        // comes from the caller's cache instead of a lookup per subscription.
        let source = asObservable()
        switch source.closureSubscription {
        case .fusedChain:
            // One object observes the chain's source, runs its stages and calls the closures.
            return unsafeDowncast(source, to: FusedChain<Element>.self).subscribeClosures(
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                recordingCallStack: recordingCallStack)
        case .just:
            // The closures are called at once, with no object.
            return unsafeDowncast(source, to: JustObservable<Element>.self).subscribeClosures(
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
                recordingCallStack: recordingCallStack)
        case .observer:
            break
        }
        return ClosureObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
            .start(source, recordingCallStack: recordingCallStack)
    }
}

/// A plain observer calling one closure per event (for a tracked `subscribe(_ on:)`, whose tracking observer
/// already ends at the terminal event).
private final class EventClosureNode<Element>: ObserverNode<Element> {
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    override func onNext(_ element: Element) { handler(.next(element)) }
    override func onError(_ error: Swift.Error) { handler(.error(error)) }
    override func onCompleted() { handler(.completed) }
}

/// What `subscribe(onNext:…)` (and the traits' `subscribe`) return: it holds the observer until disposed or until
/// the observer ends, then lets go of it, so closures that capture whoever holds this subscription (directly, or
/// through a `DisposeBag` or a `SingleAssignmentDisposable`) do not keep that holder alive through it, as in RxSwift.
/// Its `isDisposed` turns true on `dispose()` only, as RxSwift's.
///
/// Exactly one of `dispose()`, `observerTerminated()` and `deinit` takes `observer` (the `taken` flag); the taker
/// sets `released` once it no longer touches this object. `observerTerminated()` is called by a terminating
/// `ClosureObserver` through an unretained reference (no weak reference, so no side table), which is sound because
/// `deinit` first tells that observer it is going (`subscriptionEnded()`) and waits for a termination already under
/// way to finish with it; `dispose()`, which takes the observer, does the same before it returns.
///
/// The three flags share one atomic word (`ClosureSubscriptionFlags`): one word instead of three per subscription.
// Sendable: `observer` is touched only by the one caller that sets `taken`.
final class ClosureSubscription: Cancelable, @unchecked Sendable {
    private var atomicWord = RxAtomicWord(0)
    @exclusivity(unchecked) private var observer: (any SubscriptionOwnedObserver)?

    @inline(__always)
    private var flags: RxAtomic<Int> { RxAtomic(wordOf: self) }

    init(_ observer: any SubscriptionOwnedObserver) {
        self.observer = observer
        atomicWord.checkIsFirstStoredProperty(of: self)
    }

    deinit {
        if !setFlag(ClosureSubscriptionFlags.taken) {
            observer?.subscriptionEnded()
            return
        }
        // Another thread took the observer and may still be touching this object: sleep until it is done (it sets
        // `released` a few instructions later and wakes this thread).
        while true {
            let current = flags.load(ordering: .acquiring)
            if current & ClosureSubscriptionFlags.released != 0 {
                return
            }
            if current & ClosureSubscriptionFlags.awaited == 0 {
                _ = flags.compareExchange(
                    expected: current, desired: current | ClosureSubscriptionFlags.awaited,
                    ordering: .acquiringAndReleasing)
                continue
            }
            flags.wait(whileEquals: current)
        }
    }

    var isDisposed: Bool {
        flags.load(ordering: .acquiring) & ClosureSubscriptionFlags.disposed != 0
    }

    /// Sets `flag`; returns whether it was set already.
    @inline(__always)
    private func setFlag(_ flag: Int) -> Bool {
        flags.bitwiseOr(flag, ordering: .acquiringAndReleasing).oldValue & flag != 0
    }

    func dispose() {
        if !setFlag(ClosureSubscriptionFlags.disposed), let observer = takeObserver() {
            // The observer may be ending on another thread right now, about to call `observerTerminated()`: cut
            // the link (waiting for such a call to finish) before anyone can release this object.
            observer.subscriptionEnded()
            observer.dispose()
        }
    }

    /// The observer ended: let go of it without disposing anything.
    func observerTerminated() {
        _ = takeObserver()
    }

    private func takeObserver() -> (any SubscriptionOwnedObserver)? {
        guard !setFlag(ClosureSubscriptionFlags.taken) else { return nil }
        let observer = observer.take()
        flags.bitwiseOrWaking(ClosureSubscriptionFlags.released, ifSet: ClosureSubscriptionFlags.awaited)
        return observer
    }
}

/// The bits of `ClosureSubscription.flags`, outside the class so that each is a constant.
private enum ClosureSubscriptionFlags {
    /// `dispose()` was called.
    static let disposed = 1
    /// One of `dispose()`, `observerTerminated()` and `deinit` took the observer.
    static let taken = 2
    /// The taker no longer touches the subscription.
    static let released = 4
    /// `deinit` sleeps until `released` is set (the taker wakes it).
    static let awaited = 8
}

/// An observer a `ClosureSubscription` owns.
protocol SubscriptionOwnedObserver: AnyObject, Cancelable {
    /// The subscription is being disposed or deinitialized: it must not be called any more once this returns.
    func subscriptionEnded()
}

/// The observer behind `subscribe(_ on:)`: one closure for every event, dropped at the terminal event.
final class EventClosureObserver<Element>: SubscriptionNode<Element>, SubscriptionOwnedObserver {
    @exclusivity(unchecked) private var handler: ((Event<Element>) -> Void)?

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// Subscribes to `source` and returns the subscription for the caller.
    func start(_ source: Observable<Element>) -> Disposable {
        setUpstream(source.subscribe(node: self))
        // Ended while being subscribed: nothing left to dispose (see `ClosureObserver.start`).
        if isDisposed {
            return Disposables.create()
        }
        return ClosureSubscription(self)
    }

    override func onNext(_ element: Element) {
        if !isDisposed, let handler {
            handler(.next(element))
        }
    }

    override func onError(_ error: Swift.Error) {
        if markTerminated() {
            handler?(.error(error))
            terminate()
        }
    }

    override func onCompleted() {
        if markTerminated() {
            handler?(.completed)
            terminate()
        }
    }

    private func terminate() {
        releaseResourcesAbandoningUpstream()
        handler = nil
    }

    /// Nothing to do: this observer never calls its subscription back (it drops its closure itself).
    func subscriptionEnded() {}
}
