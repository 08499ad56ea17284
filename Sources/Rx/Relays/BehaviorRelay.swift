/// A `BehaviorSubject` that can only carry elements: it always has a current value and never terminates.
///
/// Use it for state read synchronously with `value` and observed as a stream at the same time.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value` until the first `accept`.
    ///
    /// - Parameter value: The value new subscribers receive first.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the initial one, or the last one accepted.
    public var value: Element {
        do {
            return try subject.value()
        } catch {
            // The subject is private and never sent a terminal event nor disposed, so `value()` cannot throw.
            preconditionFailure("BehaviorRelay: the underlying subject failed: \(error)")
        }
    }

    /// Makes `event` the current value and broadcasts it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`; it receives the current value at once, then every value accepted later.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`, which never terminates.
    public func asObservable() -> Observable<Element> {
        subject
    }
}

/// Sendable when its elements are: it only holds its subject, which is.
extension BehaviorRelay: Sendable where Element: Sendable {}
