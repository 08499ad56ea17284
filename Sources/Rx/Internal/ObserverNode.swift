/// The observer every operator chain is built from.
///
/// Operators talk to the next stage through `onNext`/`onError`/`onCompleted`, which are class methods: one virtual
/// call per stage and no `Event` boxing, even where the element type is generic. `on(_:)` is the public entry.
@usableFromInline
class ObserverNode<Element>: ObserverType {
    init() {}

    /// Delivers `event` by dispatching to `onNext`, `onError` or `onCompleted`.
    @usableFromInline
    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }

    func onNext(_ element: Element) { rxAbstractMethod() }
    func onError(_ error: Swift.Error) { rxAbstractMethod() }
    func onCompleted() { rxAbstractMethod() }

    /// The node for any observer: itself when it already is one, its node when it is an `AnyObserver`.
    static func wrapping<Observer: ObserverType>(_ observer: Observer) -> ObserverNode<Element>
    where Observer.Element == Element {
        if let node = observer as? ObserverNode<Element> { return node }
        if let any = observer as? AnyObserver<Element> { return any.node }
        return ObserverAdapter(observer)
    }
}

/// Adapts a user's `ObserverType` value to the node interface.
final class ObserverAdapter<Observer: ObserverType>: ObserverNode<Observer.Element> {
    let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func onNext(_ element: Element) { observer.on(.next(element)) }
    override func onError(_ error: Swift.Error) { observer.on(.error(error)) }
    override func onCompleted() { observer.on(.completed) }
}

/// A node that hands every event to a closure (`AnyObserver(eventHandler:)`).
final class EventHandlerObserver<Element>: ObserverNode<Element> {
    let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    override func onNext(_ element: Element) { handler(.next(element)) }
    override func onError(_ error: Swift.Error) { handler(.error(error)) }
    override func onCompleted() { handler(.completed) }
}

/// An observer that ignores every event (for a sink made only to be inspected, never subscribed).
final class DiscardingObserver<Element>: ObserverNode<Element> {
    override func onNext(_ element: Element) {}
    override func onError(_ error: Swift.Error) {}
    override func onCompleted() {}
}
