/// The elements of one group made by `groupBy`, with the key they share.
///
/// Subscribe to it like any observable; `key` tells which group it is. A group keeps its source subscribed while
/// it has subscribers, even after the sequence of groups itself was disposed.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group produced.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements come from `source`.
    ///
    /// - Parameters:
    ///   - key: The key the group stands for.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}
