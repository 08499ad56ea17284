private let driveMainThreadMessage = """
    `drive*` must be called on the main thread, so that the replayed latest element is delivered there too.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes the observers; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes observers of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends each element to the relays; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to relays of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to the relays; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends each element to relays of optional elements; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
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
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with closures for elements, completion and disposal; call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers (for the side effects); call on the main thread.
    ///
    /// - Returns: The subscription.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
