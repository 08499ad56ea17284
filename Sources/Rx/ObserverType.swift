/// A receiver of sequence events.
///
/// Conform to it to observe a sequence with your own type; most code uses `subscribe(onNext:…)` or `AnyObserver`.
public protocol ObserverType {
    /// The type of the elements the observer receives.
    associatedtype Element

    /// Delivers one event to the observer.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers a `next` event.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Delivers the `completed` event.
    public func onCompleted() {
        on(.completed)
    }

    /// Delivers an `error` event.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
