/// A sequence with a restricted shape, named by its `Trait`: `Single` (one element or an error), `Maybe` (at most
/// one element, or an error) or `Completable` (only completion or an error).
///
/// Build one with the trait's `create`, `just`, … or convert an `Observable` with `asSingle()`, `asMaybe()` or
/// `asCompletable()`. Use a trait where the shape is part of the contract, such as a network request.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    @usableFromInline
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or can produce, a `PrimitiveSequence`; the protocol the trait operators extend.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The trait as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// A trait built by `observableFactory` anew for each subscriber.
    ///
    /// - Parameter observableFactory: Called on each subscription; an error it throws is delivered as the error.
    /// - Returns: The deferred trait.
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// Shifts the success or completion later by `dueTime`; errors are not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: The delay.
    ///   - scheduler: Runs the delay timer.
    /// - Returns: The delayed trait.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the trait only after `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing.
    ///   - scheduler: Runs the delay timer.
    /// - Returns: The trait with a delayed subscription.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    ///
    /// - Parameter scheduler: Where observers are called.
    /// - Returns: The trait observed on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Delivers the events on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// - Parameter scheduler: Where subscription and disposal run.
    /// - Returns: The trait subscribed on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Replaces an error with the trait `handler` returns for it.
    ///
    /// - Parameter handler: Maps the error to a replacement; an error it throws is delivered instead.
    /// - Returns: The recovering trait.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Replaces an error with the trait `handler` returns for it.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all (the first one included).
    ///
    /// - Parameter maxAttemptCount: The total number of attempts.
    /// - Returns: The retrying trait.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds from the errors emits;
    /// its completion completes the result, its error fails it.
    ///
    /// - Parameter notificationHandler: Builds the retry trigger from the typed errors.
    /// - Returns: The retrying trait.
    public func retry<Error: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds from the errors emits.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error, Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds from the errors emits;
    /// its completion completes the result, its error fails it.
    ///
    /// - Parameter notificationHandler: Builds the retry trigger from the errors.
    /// - Returns: The retrying trait.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after an error each time the sequence `notificationHandler` builds from the errors emits.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Prints every event, subscription and disposal, tagged with `identifier` (or the call site).
    ///
    /// - Returns: The same trait, logged.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line,
                function: function))
    }

    /// A trait that owns a resource for the lifetime of each subscription.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource; it is disposed when the subscription ends.
    ///   - primitiveSequenceFactory: Builds the trait from the resource.
    /// - Returns: The trait.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory,
                observableFactory: { resource -> Observable<Element> in
                    try primitiveSequenceFactory(resource).asObservable()
                }))
    }

    /// Fails with `RxError.timeout` when the trait has not finished within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed.
    ///   - scheduler: Runs the timer.
    /// - Returns: The trait with a deadline.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the trait has not finished within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The time allowed.
    ///   - other: The fallback.
    ///   - scheduler: Runs the timer.
    /// - Returns: The trait with a deadline.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that emits `0` after `dueTime` (and completes).
    ///
    /// - Parameters:
    ///   - dueTime: The delay.
    ///   - scheduler: Runs the timer.
    /// - Returns: The timer trait.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
