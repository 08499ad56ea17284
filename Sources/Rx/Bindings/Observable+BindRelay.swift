extension ObservableType {
    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to the relays; an error stops debug builds, completion is ignored.
    ///
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to relays of optional elements.
    public func bind(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        bindAccepting(file: file, line: line) { element in relays.forEach { $0.accept(element) } }
    }

    private func bindAccepting(
        file: StaticString, line: UInt, _ accept: @escaping (Element) -> Void
    ) -> Disposable {
        let source = asObservable()
        return subscribe(as: "bind(to:)", file: file, line: line) { [weak source] event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error):
                rxTraitContractViolation(
                    failedSourceMessage(
                        "Binding error to a relay", error, source: source, call: "bind(to:)", file, line))
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
