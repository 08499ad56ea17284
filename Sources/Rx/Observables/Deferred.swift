extension ObservableType {
    /// A sequence that calls `observableFactory` for every new subscriber and subscribes it to the result.
    ///
    /// Use it to delay building a sequence (and any side effect that building has) until someone subscribes, and
    /// to give every subscriber a fresh one. An error thrown by the factory is sent to that subscriber.
    ///
    ///     deferred { just(clock()) }:  subscribe at 3 → (3|),  subscribe at 7 → (7|)
    /// - Parameter observableFactory: Builds the sequence for one subscriber.
    /// - Returns: The sequence whose subscribers each trigger one call of `observableFactory`.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        DeferredProducer(observableFactory: observableFactory)
    }
}

private final class DeferredProducer<Element>: Producer<Element> {
    private let observableFactory: () throws -> Observable<Element>

    init(observableFactory: @escaping () throws -> Observable<Element>) {
        self.observableFactory = observableFactory
    }

    override func run(_ observer: ObserverNode<Element>) -> Disposable {
        let source: Observable<Element>
        do {
            source = try observableFactory()
        } catch {
            observer.onError(error)
            return Disposables.create()
        }
        return source.subscribe(node: observer)
    }
}
