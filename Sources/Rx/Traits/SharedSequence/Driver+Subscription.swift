private let driveMainThreadMessage = """
    `drive*` must be called on the main thread, so that the replayed latest element is delivered there too.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes the observers; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(as: "drive(_:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes observers of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().map { $0 as Element? }.subscribe(as: "drive(_:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends each element to the relays; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(
            as: "drive(_:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(
            as: "drive(_:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(
            as: "drive(_:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(
            as: "drive(_:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Hands the `Driver` as an `Observable` to a binding function and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return transformation(asObservable())
    }

    /// Hands the `Driver` as an `Observable` to a curried binding function, then `curriedArgument`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes with closures that also receive `object`, held weakly; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribeWeakly(
            as: subscriberName(
                "drive",
                [
                    ("with", true), ("onNext", onNext != nil), ("onCompleted", onCompleted != nil),
                    ("onDisposed", onDisposed != nil),
                ]),
            file: file, line: line, with: object, onNext: onNext, onError: nil, onCompleted: onCompleted,
            onDisposed: onDisposed)
    }

    /// Subscribes with closures for elements, completion and disposal; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(
            as: subscriberName(
                "drive",
                [("onNext", onNext != nil), ("onCompleted", onCompleted != nil), ("onDisposed", onDisposed != nil)]),
            file: file, line: line, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers (for the side effects); call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }
}
