extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    ///     source:                           --1--2--#
    ///     catch { _ in (cold) --8--9--| }:  --1--2----8--9--|
    /// - Parameter handler: Called with the source's error; returns the sequence to continue with. An error it
    ///   throws ends the result with that error.
    /// - Returns: The source's elements, then, after a failure, the elements of the handler's sequence.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchProducer(source: asObservable(), handler: handler)
    }

    /// Ends with `element` and completion instead of failing.
    ///
    ///     source:             --1--2--#
    ///     catchAndReturn(0):  --1--2--(0|)
    /// - Parameter element: The element sent when the source fails.
    /// - Returns: The source's elements, then `element` if the source fails.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchProducer(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// Former name of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Former name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

private final class CatchSink<Element>: PassthroughSink<Element> {
    private let handler: (Swift.Error) throws -> Observable<Element>
    let subscription = SerialDisposable()
    /// Set once the handler's sequence took over; its errors are final.
    private var caught = false

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, downstream: ObserverNode<Element>) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        forwardNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !caught, !isDisposed else {
            forwardError(error)
            return
        }
        caught = true
        do {
            let next = try handler(error)
            subscription.disposable = next.subscribe(node: self)
        } catch {
            forwardError(error)
        }
    }

    override func disposeResources() {
        subscription.dispose()
    }
}

private final class CatchProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let sink = CatchSink(handler: handler, downstream: observer)
        let first = SingleAssignmentDisposable()
        sink.subscription.disposable = first
        first.setDisposable(source.subscribe(node: sink))
        return sink
    }
}
