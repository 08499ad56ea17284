/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or fails with an error.
///
/// Use it for work with one result, such as a request: `Single.create { single in … single(.success(x)) … }`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a `Single`: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single.create` closure reports its outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` from a closure that reports one outcome to the observer it is given.
    ///
    /// The closure runs once per subscription and returns what to release on dispose; outcomes after the first
    /// are ignored.
    /// - Parameter subscribe: Called for each subscriber.
    /// - Returns: The single.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.success` or `.failure`.
    ///   - file: Where the subscription is made, for `Resources.liveSubscriptions()` (leave the default).
    ///   - line: The line of that call (leave the default).
    /// - Returns: The subscription.
    public func subscribe(
        _ observer: @escaping (SingleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source, as: "subscribe(_:)", file: file, line: line,
            onNext: { observer(.success($0)) },
            onError: { observer(.failure($0)) },
            onCompleted: { rxTraitContractViolation("A Single completed without an element.") },
            onDisposed: nil)
    }

    /// Subscribes with closures for success and failure.
    ///
    /// A failure without `onFailure` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once: after the
    /// outcome's handler, or when the subscription is disposed first.
    /// - Returns: The subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source,
            as: subscriberName(
                "subscribe",
                [("onSuccess", onSuccess != nil), ("onFailure", onFailure != nil), ("onDisposed", onDisposed != nil)]),
            file: file, line: line,
            onNext: { onSuccess?($0) },
            onError: onFailure,
            onCompleted: { rxTraitContractViolation("A Single completed without an element.") },
            onDisposed: onDisposed)
    }

    /// Subscribes with closures for success and failure.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, file: file, line: line)
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    ///
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: { [weak object] error in
                guard let object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }, file: file, line: line)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` at once.
    ///
    ///     just(1): (1|)
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails at once with `error`.
    ///
    ///     error(e): #
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never finishes.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}
