/// The trait of `Completable`: no elements, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails: work whose result is "done".
///
/// Chain what follows with `andThen`: `save.andThen(loadList)`.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The outcome of a `Completable`.
@frozen
public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable.create` closure reports its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` from a closure that reports one outcome to the observer it is given.
    ///
    /// The closure runs once per subscription and returns what to release on dispose; outcomes after the first
    /// are ignored.
    /// - Parameter subscribe: Called for each subscriber.
    /// - Returns: The completable.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes with one closure that receives the outcome.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.completed` or `.error`.
    ///   - file: Where the subscription is made, for `Resources.liveSubscriptions()` (leave the default).
    ///   - line: The line of that call (leave the default).
    /// - Returns: The subscription.
    public func subscribe(
        _ observer: @escaping (CompletableEvent) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source, as: "subscribe(_:)", file: file, line: line,
            onNext: { _ in },
            onError: { observer(.error($0)) },
            onCompleted: { observer(.completed) },
            onDisposed: nil)
    }

    /// Subscribes with closures for completion and error.
    ///
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once: after the
    /// outcome's handler, or when the subscription is disposed first.
    /// - Returns: The subscription.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        PrimitiveSequenceObserver.subscribe(
            primitiveSequence.source,
            as: subscriberName(
                "subscribe",
                [("onCompleted", onCompleted != nil), ("onError", onError != nil), ("onDisposed", onDisposed != nil)]),
            file: file, line: line,
            onNext: { _ in },
            onError: onError,
            onCompleted: { onCompleted?() },
            onDisposed: onDisposed)
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    ///
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }, file: file, line: line)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never finishes.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the outcome, the subscription and the disposal, passing everything through.
    ///
    /// - Returns: The same `Completable`, with side effects.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs `second` after `self` completes.
    ///
    ///     --|  concat(--|)  ----|
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once and completes when all have; the first error ends the result.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once and completes when all have; the first error ends the result.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the completables at once and completes when all have; the first error ends the result.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
