extension ObservableType {
    /// A sequence that completes at once, with no elements.
    ///
    ///     empty: |
    public static func empty() -> Observable<Element> {
        EmptyObservable()
    }
}

private final class EmptyObservable<Element>: Observable<Element> {
    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        observer.onCompleted()
        return Disposables.create()
    }
}
