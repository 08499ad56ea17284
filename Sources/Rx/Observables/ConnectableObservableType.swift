/// A sequence that subscribes to its source only when `connect()` is called, and shares that one subscription
/// among all of its observers.
///
/// Made by `publish()`, `replay(_:)`, `replayAll()` and `multicast(_:)`; `refCount()` connects it automatically.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; observers receive events for as long as the connection lives.
    ///
    /// - Returns: The connection; dispose it to disconnect from the source.
    func connect() -> Disposable
}

/// An `Observable` that shares one subscription to its source among its observers, started by `connect()`.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {}

    /// Connects to the source; calling it again while connected returns the live connection.
    ///
    /// - Returns: The connection; dispose it to disconnect from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
