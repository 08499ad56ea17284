extension ObservableType {
    /// Subscribes the observers: each gets every event.
    ///
    /// Same as `subscribe`, but says "binding".
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element {
        subscribe(as: "bind(to:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes observers of optional elements.
    ///
    /// - Returns: The subscription.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe(as: "bind(to:)", file: file, line: line) { event in
            for observer in observers { observer.on(event) }
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

    /// Subscribes `onNext`, which also receives `object` (held weakly); an error stops debug builds.
    ///
    /// - Returns: The subscription.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(
            as: "bind(with:onNext:)", file: file, line: line,
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { [weak source = asObservable()] error in
                rxTraitContractViolation(
                    failedSourceMessage("Binding error", error, source: source, call: "bind(with:onNext:)", file, line))
            }, onCompleted: nil, onDisposed: nil)
    }

    /// Subscribes `onNext`; an error stops debug builds.
    ///
    /// - Returns: The subscription.
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            as: "bind(onNext:)", file: file, line: line, onNext: onNext,
            onError: { [weak source = asObservable()] error in
                rxTraitContractViolation(
                    failedSourceMessage("Binding error", error, source: source, call: "bind(onNext:)", file, line))
            }, onCompleted: nil, onDisposed: nil)
    }
}
