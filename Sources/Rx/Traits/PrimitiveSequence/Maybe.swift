/// The trait of `Maybe`: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element (`success`), completes empty, or fails with an error.
///
/// Use it for a lookup that may find nothing: `Maybe.create { maybe in … maybe(.completed) … }`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a `Maybe`.
@frozen
public enum MaybeEvent<Element> {
    /// One element; the `Maybe` is finished.
    case success(Element)
    /// The `Maybe` failed.
    case error(Swift.Error)
    /// The `Maybe` finished without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a `Maybe.create` closure reports its outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` from a closure that reports one outcome to the observer it is given.
    ///
    /// The closure runs once per subscription and returns what to release on dispose; outcomes after the first
    /// are ignored.
    /// - Parameter subscribe: Called for each subscriber.
    /// - Returns: The maybe.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.success`, `.error` or `.completed`.
    ///   - file: Where the subscription is made, for `Resources.liveSubscriptions()` (leave the default).
    ///   - line: The line of that call (leave the default).
    /// - Returns: The subscription.
    public func subscribe(
        _ observer: @escaping (MaybeEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source, as: "subscribe(_:)", file: file, line: line,
            onNext: { observer(.success($0)) },
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil)
    }

    /// Subscribes with closures for success, error and empty completion.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onCompleted` runs only when there was no
    /// element. `onDisposed` runs once: after the outcome's handler, or when the subscription is disposed first.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source,
            as: subscriberName(
                "subscribe",
                [
                    ("onSuccess", onSuccess != nil), ("onError", onError != nil), ("onCompleted", onCompleted != nil),
                    ("onDisposed", onDisposed != nil),
                ]),
            file: file, line: line,
            onNext: { onSuccess?($0) },
            onError: onError,
            onCompleted: { onCompleted?() },
            onDisposed: onDisposed)
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    ///
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
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
            }, file: file, line: line)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` at once.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never finishes.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes at once without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}
