extension ObservableType {
    /// A sequence that never sends anything.
    ///
    ///     never: -------
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

private final class NeverObservable<Element>: Observable<Element> {
    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        Disposables.create()
    }
}
