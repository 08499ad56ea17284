extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes the observers.
    ///
    /// - Returns: The subscription.
    public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(as: "emit(to:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes observers of optional elements.
    ///
    /// - Returns: The subscription.
    public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe(as: "emit(to:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends each element to the relays.
    public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays.
    public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays.
    public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "emit(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes with closures that also receive `object`, held weakly.
    ///
    /// - Returns: The subscription.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribeWeakly(
            as: subscriberName(
                "emit",
                [
                    ("with", true), ("onNext", onNext != nil), ("onCompleted", onCompleted != nil),
                    ("onDisposed", onDisposed != nil),
                ]),
            file: file, line: line, with: object, onNext: onNext, onError: nil, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// Subscribes with closures for elements, completion and disposal.
    ///
    /// - Returns: The subscription.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            as: subscriberName(
                "emit",
                [("onNext", onNext != nil), ("onCompleted", onCompleted != nil), ("onDisposed", onDisposed != nil)]),
            file: file, line: line, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers (for the side effects).
    ///
    /// - Returns: The subscription.
    public func emit(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }
}
