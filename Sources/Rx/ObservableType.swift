/// A push-based sequence: the protocol every operator extends.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence.
    ///
    /// - Returns: A disposable that stops delivery to `observer` at once and releases the subscription's resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
