extension ObservableType {
    /// Runs side effects on the source's events and on subscription and disposal, passing every event on unchanged.
    ///
    /// The `on…` handlers run before the event goes downstream, the `after…` handlers after it. An error thrown by
    /// a handler is sent downstream instead (a handler that throws after the terminal event has gone is ignored).
    /// `onSubscribe` runs before the source is subscribed, `onSubscribed` after; `onDispose` runs once the source's
    /// subscription is released, whether the sequence ended or was disposed, and never before `onSubscribed`.
    ///
    ///     --1--2--|  do(onNext: { print($0) })  --1--2--|   (prints 1, 2)
    /// - Parameters:
    ///   - onNext: Runs with each element before it is sent on.
    ///   - afterNext: Runs with each element after it is sent on.
    ///   - onError: Runs with the error before it is sent on.
    ///   - afterError: Runs with the error after it is sent on.
    ///   - onCompleted: Runs before completion is sent on.
    ///   - afterCompleted: Runs after completion is sent on.
    ///   - onSubscribe: Runs before each subscription to the source.
    ///   - onSubscribed: Runs after each subscription to the source.
    ///   - onDispose: Runs after the source's subscription is released, for any reason.
    /// - Returns: The source sequence with the side effects attached.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(
            source: asObservable(),
            handlers: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onDispose: onDispose),
            onSubscribe: onSubscribe, onSubscribed: onSubscribed)
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onDispose: (() -> Void)?
}

private final class DoSink<Element>: Sink<Element, Element> {
    private let handlers: DoHandlers<Element>
    /// Bit 0: the producer's `run` finished (after `onSubscribed`); bit 1: resources released. Whoever sets the
    /// second bit runs `onDispose`, so it never runs before `onSubscribed`. In the node's auxiliary word.
    @inline(__always)
    private var disposeGate: RxAtomic<Int> { auxiliaryAtomic }

    init(handlers: DoHandlers<Element>, downstream: ObserverNode<Element>) {
        self.handlers = handlers
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !isDisposed else { return }
        do {
            try handlers.onNext?(element)
            forwardNext(element)
            try handlers.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        do {
            try handlers.onError?(error)
        } catch {
            forwardError(error)
            return
        }
        guard markTerminated() else { return }
        downstream.onError(error)
        try? handlers.afterError?(error)
        releaseResources()
    }

    override func onCompleted() {
        guard !isDisposed else { return }
        do {
            try handlers.onCompleted?()
        } catch {
            forwardError(error)
            return
        }
        guard markTerminated() else { return }
        downstream.onCompleted()
        try? handlers.afterCompleted?()
        releaseResources()
    }

    /// Called by the producer once `onSubscribed` has run.
    func subscribed() {
        if disposeGate.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue & 2 != 0 {
            handlers.onDispose?()
        }
    }

    override func disposeResources() {
        if disposeGate.bitwiseOr(2, ordering: .acquiringAndReleasing).oldValue & 1 != 0 {
            handlers.onDispose?()
        }
    }
}

private final class DoProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, downstream: observer)
        sink.setUpstream(source.subscribe(node: sink))
        onSubscribed?()
        sink.subscribed()
        return sink
    }
}
