/// A `PublishSubject` that can only carry elements: it never errors and never completes.
///
/// Use it for streams of events that must outlive any one failure, such as button taps fed into a view model.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Broadcasts `event` to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`; it receives the elements accepted from now on.
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
extension PublishRelay: Sendable where Element: Sendable {}
