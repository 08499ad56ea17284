extension PublishRelay {
    /// The relay's elements as an `Infallible`, the trait for sequences that cannot fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay's elements (its current value first) as an `Infallible`, the trait for sequences that cannot fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay's elements (its buffer first) as an `Infallible`, the trait for sequences that cannot fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
