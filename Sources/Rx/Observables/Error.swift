extension ObservableType {
    /// A sequence that fails at once with `error`.
    ///
    ///     error(e): #
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error)
    }
}

private final class ErrorObservable<Element>: Observable<Element> {
    private let error: Swift.Error

    init(_ error: Swift.Error) {
        self.error = error
    }

    override func subscribe(node observer: ObserverNode<Element>) -> Disposable {
        observer.onError(error)
        return Disposables.create()
    }
}
