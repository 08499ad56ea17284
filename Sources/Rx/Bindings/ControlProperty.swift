/// A type that can be turned into a `ControlProperty`: observable values and an observer that sets them.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element: observing it gives the current value then user-initiated changes; binding to it
/// sets the value.
///
/// The values never error and are subscribed on the main thread (`ConcurrentMainScheduler`). Binding an error
/// to it is a programming error.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Wraps `values` (initial value, then user changes) and `valueSink` (sets the value).
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The user-initiated changes only: the values without the initial one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property for `next`, forwards `completed`; an error stops debug builds.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxTraitContractViolation("Binding error to a ControlProperty: \(error)")
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

extension ControlProperty {
    /// The values as a `Driver`.
    ///
    /// The values must not fail: an error stops debug builds with the error, the values' chain and this call's
    /// `file` and `line` (leave the defaults); release builds report it to `Hooks.defaultErrorHandler` and end.
    public func asDriver(file: StaticString = #fileID, line: UInt = #line) -> Driver<Element> {
        let values = self.values
        return asDriver(onErrorRecover: { [weak values] error in
            rxTraitContractViolation(
                failedSourceMessage("A ControlProperty failed", error, source: values, call: "asDriver()", file, line))
            return Driver.empty()
        })
    }
}
