extension ObservableType {
    /// A connectable sequence that shares one subscription through a `ReplaySubject` keeping the last
    /// `bufferSize` elements, replayed to each new observer.
    ///
    ///     source:       --1--2--3--
    ///     connect()       ^
    ///     late observer:        (2,3)--   replay(2)
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: A connectable sequence; call `connect()` or use `refCount()`.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription and replays every element to each new observer.
    ///
    ///     source:       --1--2--3--
    ///     late observer:        (1,2,3)--
    /// - Returns: A connectable sequence; call `connect()` or use `refCount()`.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}
