extension InfallibleType {
    /// Subscribes the observers: each gets every event.
    ///
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        subscribe(as: "bind(to:)", file: file, line: line) { (event: InfallibleEvent<Element>) in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Subscribes observers of optional elements.
    ///
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe(as: "bind(to:)", file: file, line: line) {
            (event: InfallibleEvent<Element?>) in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Passes `self` to a binding function and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes `self` to a curried binding function, then `curriedArgument`, and returns the result.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`.
    ///
    /// - Returns: The subscription.
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(onNext:)", file: file, line: line, onNext: onNext, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays.
    public func bind(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays.
    public func bind(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to the relays.
    public func bind(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        asObservable().subscribe(
            as: "bind(to:)", file: file, line: line,
            onNext: { element in relays.forEach { $0.accept(element) } }, onCompleted: nil, onDisposed: nil)
    }

    /// The sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
