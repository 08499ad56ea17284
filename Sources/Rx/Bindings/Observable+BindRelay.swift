extension ObservableType {
    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindAccepting { element in relays.forEach { $0.accept(element) } }
    }

    private func bindAccepting(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): rxTraitContractViolation("Binding error to a relay: \(error)")
            case .completed: break
            }
        }
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value, then every later one.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
