/// A `ReplaySubject` that can only carry elements: it never errors and never completes.
///
/// Use it where late subscribers must catch up on the latest elements of a stream that never ends.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the last `bufferSize` elements to each new subscriber.
    ///
    /// - Parameter bufferSize: How many of the latest elements to keep.
    /// - Returns: A new replay relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it ever accepted to each new subscriber (RxRelay's spelling).
    ///
    /// The buffer grows without limit: use it only where the number of elements stays small.
    /// - Returns: A new replay relay.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// The same as `createUnbound()`, spelled like `ReplaySubject.createUnbounded()`. Beyond RxRelay.
    ///
    /// - Returns: A new replay relay.
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Buffers `event` and broadcasts it to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`; it receives the buffered elements first, then every element accepted later.
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
extension ReplayRelay: Sendable where Element: Sendable {}
