/// A type that is, or wraps, a sequence that never fails; the protocol `Infallible` operators extend.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that can emit elements and complete but never errors.
///
/// Make one with `Infallible.create`, `just`, `of`, `from`, or from any sequence with `asInfallible(onErrorJustReturn:)`
/// and its siblings, which say what replaces an error.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// One event of an `Infallible`: an element or completion.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension Infallible {
    /// The callback an `Infallible.create` closure sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An `Infallible` from a closure that pushes events to the observer it is given.
    ///
    /// The closure runs once per subscription and returns what to release on dispose.
    /// - Parameter subscribe: Called for each subscriber.
    /// - Returns: The sequence.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element>
    {
        Infallible(
            Observable<Element>.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }
}

extension InfallibleType {
    /// Subscribes with closures for elements, completion and disposal (there is no error to handle).
    ///
    /// - Returns: The subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            as: subscriberName(
                "subscribe",
                [("onNext", onNext != nil), ("onCompleted", onCompleted != nil), ("onDisposed", onDisposed != nil)]),
            file: file, line: line, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures that also receive `object`, held weakly; when it is gone, events are ignored.
    ///
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribeWeakly(
            as: subscriberName(
                "subscribe",
                [
                    ("with", true), ("onNext", onNext != nil), ("onCompleted", onCompleted != nil),
                    ("onDisposed", onDisposed != nil),
                ]),
            file: file, line: line, with: object, onNext: onNext, onError: nil, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// Subscribes with one closure that receives every event.
    ///
    /// - Returns: The subscription.
    public func subscribe(
        _ on: @escaping (InfallibleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        subscribe(as: "subscribe(_:)", file: file, line: line, on)
    }

    /// `subscribe(_ on:)` for the calls built on it (`bind(to:)`), recorded as `subscriber`.
    func subscribe(
        as subscriber: @autoclosure () -> String, file: StaticString, line: UInt,
        _ on: @escaping (InfallibleEvent<Element>) -> Void
    ) -> Disposable {
        let source = asObservable()
        return source.subscribe(as: subscriber(), file: file, line: line) { [weak source] event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error):
                rxTraitContractViolation(
                    failedSourceMessage(
                        "An Infallible emitted an error", error, source: source, call: "subscribe(_:)", file, line))
            }
        }
    }
}

extension ObservableConvertibleType {
    /// The sequence as an `Infallible` that completes with `element` in place of an error.
    ///
    ///     --1--#  asInfallible(onErrorJustReturn: 0)  --1--(0|)
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an `Infallible` that continues with `infallible` in place of an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an `Infallible` that continues with the sequence `onErrorRecover` returns for an error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
