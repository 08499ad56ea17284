/// A type that can be turned into a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events of a UI element (a tap, a key press): it never errors, and is subscribed on the main
/// thread (`ConcurrentMainScheduler`).
///
/// Convert it with `asDriver()` or `asSignal()` to drive UI.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must not error, subscribing to it on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ControlEvent {
    /// The events as a `Driver`.
    ///
    /// The events must not fail: an error stops debug builds with the error, the events' chain and this call's
    /// `file` and `line` (leave the defaults); release builds report it to `Hooks.defaultErrorHandler` and end.
    public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        let events = self.events
        return asDriver(onErrorRecover: { [weak events] error in
            rxTraitContractViolation(
                failedSourceMessage("A ControlEvent failed", error, source: events, call: "asDriver()", file, line))
            return Driver.empty()
        })
    }

    /// The events as a `Signal`.
    ///
    /// The events must not fail: as `asDriver()`.
    public func asSignal(file: StaticString = #fileID, line: UInt = #line) -> Signal<Element> {
        let events = self.events
        return asSignal(onErrorRecover: { [weak events] error in
            rxTraitContractViolation(
                failedSourceMessage("A ControlEvent failed", error, source: events, call: "asSignal()", file, line))
            return Signal.empty()
        })
    }
}
