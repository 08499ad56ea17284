/// A type-erased observer: forwards every event to the observer or closure it wraps.
///
/// `Observable.create` hands one to its subscribe closure.
public struct AnyObserver<Element>: ObserverType {
    /// The closure form of an observer.
    public typealias EventHandler = (Event<Element>) -> Void

    let node: ObserverNode<Element>

    /// Wraps a closure that receives every event.
    public init(eventHandler: @escaping EventHandler) {
        node = EventHandlerObserver(eventHandler)
    }

    /// Wraps another observer.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        node = ObserverNode.wrapping(observer)
    }

    init(node: ObserverNode<Element>) {
        self.node = node
    }

    /// Forwards `event` to the wrapped observer.
    public func on(_ event: Event<Element>) {
        node.on(event)
    }

    /// Forwards a `next` event to the wrapped observer.
    @inline(__always)
    public func onNext(_ element: Element) {
        node.onNext(element)
    }

    /// Forwards an `error` event to the wrapped observer.
    public func onError(_ error: Swift.Error) {
        node.onError(error)
    }

    /// Forwards the `completed` event to the wrapped observer.
    public func onCompleted() {
        node.onCompleted()
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

/// Sendable when its elements are: events may be sent from any thread (the Rx contract serializes them).
// Sendable: `node` is immutable; each sink behind it guards its own state with its `RxLock` or atomic state word.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}

extension ObserverType {
    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` that transforms each element with `transform` and forwards it to `self`.
    ///
    /// An error thrown by `transform` is forwarded as an `error` event.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
