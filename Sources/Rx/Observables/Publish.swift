extension ObservableType {
    /// A connectable sequence that shares one subscription through a `PublishSubject`: observers see only what
    /// happens after they subscribe.
    ///
    ///     source:   --1--2--3--|
    ///     connect()   ^
    ///     observer:   --2--3--|
    /// - Returns: A connectable sequence; call `connect()` or use `refCount()`.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }
}
