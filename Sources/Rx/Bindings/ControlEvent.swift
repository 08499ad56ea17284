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
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            rxTraitContractViolation("A ControlEvent failed: \(error)")
            return Driver.empty()
        })
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in
            rxTraitContractViolation("A ControlEvent failed: \(error)")
            return Signal.empty()
        })
    }
}
